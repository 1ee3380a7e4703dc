import { PageTitle } from '../../components/page-title/page-title.component';

/** /help/:category: help centre category. Title only until its issue builds it. */
export default function HelpCategoryPage() {
  return <PageTitle />;
}
