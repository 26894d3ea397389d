export * from './auth.ts';
export * from './catalogue.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './messages/index.ts';
export * from './validation.ts';
