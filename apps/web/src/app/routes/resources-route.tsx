import { SectionScreen } from './section-screen';

export default function ResourcesRoute() {
  return <SectionScreen title="resources" />;
}
