import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { HelpCategoryList } from '../../../api/enhanced-api';
import { helpTexts } from '../../../domain/help/help.texts';

export type HelpCategoryItem = HelpCategoryList['results'][number];

/** One topic of the help centre: its title (the link), description and how many articles it holds. */
export function HelpCategoryCard({ category }: { category: HelpCategoryItem }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/help/${category.slug}`} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {category.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {category.description}
          </Typography>
          <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
            {helpTexts.articleCount(category.article_count)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
