export { default as ReflectionsSection } from './components/reflections-section';
