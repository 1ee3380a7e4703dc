import { PageTitle } from '../../components/page-title/page-title.component';
import { TeamPageSection } from '../team/team-page.section';

/** /team: 'Team Management' (docs/team.md). */
export default function TeamPage() {
  return (
    <>
      <PageTitle />
      <TeamPageSection />
    </>
  );
}
