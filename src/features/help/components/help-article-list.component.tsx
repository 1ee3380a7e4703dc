import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import type { HelpCategoryDetail } from '../../../api/enhanced-api';

export type HelpArticleSummary = HelpCategoryDetail['articles'][number];

/** Article titles linking to the articles, each with its summary. */
export function HelpArticleList({ articles, label }: { articles: HelpArticleSummary[]; label: string }) {
  return (
    <Paper variant="outlined">
      <List aria-label={label} disablePadding>
        {articles.map((article, index) => (
          <ListItem key={`${article.category_slug}/${article.slug}`} disablePadding divider={index < articles.length - 1}>
            <ListItemButton component={RouterLink} to={`/help/${article.category_slug}/${article.slug}`}>
              <ListItemText
                primary={article.title}
                secondary={article.summary}
                slotProps={{ primary: { sx: { fontWeight: 600, color: 'primary.main' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
