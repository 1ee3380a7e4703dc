import { PageTitle } from '../../components/page-title/page-title.component';

/** /team: brand team ('Team Management'). Title only until its issue builds it. */
export default function TeamPage() {
  return <PageTitle />;
}
