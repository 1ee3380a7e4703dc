import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useGetHelpCategoryQuery } from '../../../api/enhanced-api';
import { PageTitle } from '../../../components/page-title/page-title.component';
import { helpSlugPattern } from '../../../domain/help/help-audience';
import { helpTexts } from '../../../domain/help/help.texts';
import { HelpArticleList } from '../components/help-article-list.component';
import { HelpBackLink, HelpError, HelpLoading, HelpNotFound } from '../components/help-states.component';
import { helpQueryState } from '../help-query-state';
import { useHelpDocumentTitle } from '../use-help-document-title.hook';

/** /help/{category}: the topic's articles for the reader's role, with their summaries. */
export default function HelpCategoryPage() {
  const { category = '' } = useParams();
  const addressable = helpSlugPattern.test(category);
  const result = useGetHelpCategoryQuery({ category }, { skip: !addressable });
  const state = helpQueryState(result, !addressable);
  const detail = state === 'ready' ? result.currentData : undefined;
  useHelpDocumentTitle(detail?.title);

  if (state === 'notFound') {
    return <HelpNotFound title={helpTexts.categoryNotFound} backTo="/help" backLabel={helpTexts.backToHelpCentre} />;
  }
  return (
    <Box>
      <HelpBackLink to="/help" label={helpTexts.backToHelpCentre} />
      {state === 'loading' && <HelpLoading />}
      {state === 'error' && <HelpError message={helpTexts.categoryLoadFailed} onRetry={() => void result.refetch()} />}
      {detail && (
        <>
          <PageTitle title={detail.title}>
            <Typography color="text.secondary">{detail.description}</Typography>
          </PageTitle>
          {detail.articles.length > 0 ? (
            <HelpArticleList articles={detail.articles} label={helpTexts.articlesInCategory} />
          ) : (
            <Typography>{helpTexts.noArticles}</Typography>
          )}
        </>
      )}
    </Box>
  );
}
