export * from './constants';
export * from './messages';
export * from './validation/auth.schemas';
export * from './errors/error-mapping';
export * from './access/access-guard';
