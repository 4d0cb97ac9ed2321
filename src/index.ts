// What programs get from `import … from 'docsctl'`: the typed client the CLI itself uses.
export { Client, DEFAULT_API_URL, createClient, type CallArgs, type ClientOptions, type OperationId, type SchemaWarning } from './client/client.js';
export { ApiError, NetworkError } from './client/errors.js';
export { operations } from './schemas/operations.js';
