// What programs get from `import … from 'docsctl'`: the typed client the CLI itself uses, and a sandbox's controls.
export { Client, DEFAULT_API_URL, createClient, type ClientOptions, type SchemaWarning } from './client/client.js';
export type { Input, ItemOf, ListOperationId, OperationId, Output } from './client/operation-types.js';
export {
  SandboxControls,
  type ControlInput,
  type ControlOutput,
  type SandboxClock,
  type SandboxJobs,
  type RequestFilter,
  type SandboxControlsOptions,
} from './client/sandbox-controls.js';
export type { SandboxControlId } from './schemas/sandbox-controls.js';
export { ApiError, AuthenticationError, ConflictError, NetworkError, NotFoundError, PermissionError, RateLimitError } from './client/errors.js';
export { operations } from './schemas/operations.js';
