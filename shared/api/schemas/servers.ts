import { array, string, type, type Infer } from 'superstruct';
import { envelope, numeric, maybe } from './common';

export const ServerOnline = type({ online: numeric(), title: maybe(string()) });
export const ServersStatisticResponse = envelope(type({ servers: array(ServerOnline) }));

export const Server = type({ id: numeric(), key: string(), title: string() });
export const ServersResponse = envelope(type({ servers: array(Server) }));
export type ServerOnline = Infer<typeof ServerOnline>;
export type ServersStatisticResponse = Infer<typeof ServersStatisticResponse>;
export type Server = Infer<typeof Server>;
export type ServersResponse = Infer<typeof ServersResponse>;
