export * from './app-meta';
export * from './accounts';
export * from './rate-limits';
export * from './organizers';
export * from './events';
export * from './images';
export * from './taxes-and-fees';
export * from './products';
