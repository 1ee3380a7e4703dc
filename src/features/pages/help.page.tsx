import { PageTitle } from '../../components/page-title/page-title.component';

/** /help: help centre. Title only until its issue builds it. */
export default function HelpPage() {
  return <PageTitle />;
}
