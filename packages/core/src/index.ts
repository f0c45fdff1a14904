export * from './contracts/envelope';
export * from './contracts/list-query';
export * from './contracts/public-config';
export * from './domain/locales';
