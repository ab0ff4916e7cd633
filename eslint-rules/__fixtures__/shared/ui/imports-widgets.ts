import { Donate } from '../../widgets/donate/index'; // expect: house/import-boundaries
import '../../widgets/registry'; // expect: house/import-boundaries
import { plural } from '../i18n/plural';
import { request } from '../api/client';

export { Donate, plural, request };
