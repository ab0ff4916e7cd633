// Linted as shared/runtime/clock.ts, which services.ts imports: importing services back closes a cycle.
import { createServices } from './services'; // expect: import-x/no-cycle

export const later = () => createServices;
