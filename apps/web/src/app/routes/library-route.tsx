import { SectionScreen } from './section-screen';

export default function LibraryRoute() {
  return <SectionScreen title="library" />;
}
