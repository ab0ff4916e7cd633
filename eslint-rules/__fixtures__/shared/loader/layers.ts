// The loader sits above runtime: it may import runtime, i18n, storage and api; never ui nor a widget.
import { configSource } from '../runtime/host-page';
import { LOCALES } from '../i18n/locales';
import { Modal } from '../ui/modal'; // expect: house/import-boundaries
import { registry } from '../../widgets/registry'; // expect: house/import-boundaries

export { configSource, LOCALES, Modal, registry };
