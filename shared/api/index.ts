export { ApiError, isApiError } from './errors';
export { createClient, HTTP_TIMEOUT_MS, type Client, type ClientOptions, type RequestOptions } from './client';
// Endpoint groups are imported by the widgets that use them (shared/api/endpoints/<domain>.ts), so each
// chunk carries only its own calls and schemas; `useEndpoints(group)` binds one to the page's client.
