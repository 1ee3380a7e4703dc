import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListHelpCategoriesQuery } from '../../../api/enhanced-api';
import { PageTitle } from '../../../components/page-title/page-title.component';
import { limits } from '../../../domain/constants';
import { helpTexts } from '../../../domain/help/help.texts';
import { HelpCategoryCard } from '../components/help-category-card.component';
import { HelpError, HelpLoading } from '../components/help-states.component';
import { helpQueryState } from '../help-query-state';

/** /help: the topics written for the reader's role, as cards. */
export default function HelpHomePage() {
  const result = useListHelpCategoriesQuery({ pageSize: limits.pageSizeMax });
  const state = helpQueryState(result);
  const categories = result.currentData?.results ?? [];
  return (
    <Box>
      <PageTitle title={helpTexts.title}>
        <Typography color="text.secondary">{helpTexts.intro}</Typography>
      </PageTitle>
      {state === 'loading' && <HelpLoading />}
      {(state === 'error' || state === 'notFound') && (
        <HelpError message={helpTexts.categoriesLoadFailed} onRetry={() => void result.refetch()} />
      )}
      {state === 'ready' && categories.length === 0 && <Typography>{helpTexts.noCategories}</Typography>}
      {state === 'ready' && categories.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          }}
        >
          {categories.map((category) => (
            <li key={category.slug}>
              <HelpCategoryCard category={category} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
