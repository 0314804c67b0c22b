// The room of the imports feature that reads an event page (JSON-LD, microformats, Open Graph) into the
// activity form. It runs in the outside-content worker, which imports this door alone: the worker stays
// free of the feature's routes, database and HTTP code. A calendar source's page of events is read
// here too (readEventList).
export { type ListedEvent, readEventList } from './event-list';
export { type ImportForm, readImportForm } from './form-fields';
