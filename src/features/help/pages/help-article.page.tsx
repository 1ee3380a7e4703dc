import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useGetHelpArticleQuery } from '../../../api/enhanced-api';
import { PageTitle } from '../../../components/page-title/page-title.component';
import { helpSlugPattern } from '../../../domain/help/help-audience';
import { formatHelpDate, helpTexts } from '../../../domain/help/help.texts';
import { HelpArticleList } from '../components/help-article-list.component';
import { HelpBackLink, HelpError, HelpLoading, HelpNotFound } from '../components/help-states.component';
import { MarkdownArticle } from '../components/markdown-article.component';
import { helpQueryState } from '../help-query-state';
import { useHelpDocumentTitle } from '../use-help-document-title.hook';

/** /help/{category}/{slug}: one article, rendered safely from Markdown, with related articles. */
export default function HelpArticlePage() {
  const { category = '', slug = '' } = useParams();
  const addressable = helpSlugPattern.test(category) && helpSlugPattern.test(slug);
  const result = useGetHelpArticleQuery({ category, slug }, { skip: !addressable });
  const state = helpQueryState(result, !addressable);
  const article = state === 'ready' ? result.currentData : undefined;
  useHelpDocumentTitle(article?.title);

  if (state === 'notFound') {
    return <HelpNotFound title={helpTexts.articleNotFound} backTo="/help" backLabel={helpTexts.backToHelpCentre} />;
  }
  return (
    <Box component={article ? 'article' : 'div'} sx={{ maxWidth: 780 }}>
      {article ? (
        <HelpBackLink to={`/help/${article.category_slug}`} label={helpTexts.backTo(article.category_title)} />
      ) : (
        <HelpBackLink to="/help" label={helpTexts.backToHelpCentre} />
      )}
      {state === 'loading' && <HelpLoading lines={6} />}
      {state === 'error' && <HelpError message={helpTexts.articleLoadFailed} onRetry={() => void result.refetch()} />}
      {article && (
        <>
          <PageTitle title={article.title}>
            <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
              {article.summary}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {`${helpTexts.lastUpdated} `}
              <time dateTime={article.updated_at}>{formatHelpDate(article.updated_at)}</time>
            </Typography>
          </PageTitle>
          <MarkdownArticle markdown={article.body_markdown} />
          {article.related.length > 0 && (
            <Box component="aside" aria-labelledby="help-related-heading" sx={{ mt: 5 }}>
              <Divider sx={{ mb: 3 }} />
              <Typography id="help-related-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                {helpTexts.relatedArticles}
              </Typography>
              <HelpArticleList articles={article.related} label={helpTexts.relatedArticles} />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
