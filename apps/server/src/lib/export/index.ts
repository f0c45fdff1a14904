export * from './format';
export * from './keyset';
export * from './table-stream';
