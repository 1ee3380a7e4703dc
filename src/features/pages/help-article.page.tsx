import { PageTitle } from '../../components/page-title/page-title.component';

/** /help/:category/:slug: help centre article. Title only until its issue builds it. */
export default function HelpArticlePage() {
  return <PageTitle />;
}
