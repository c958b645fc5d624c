export { LazyJournalEditor } from './components/lazy-journal-editor';
