/** The daily figures the chart can draw. */
export const chartFigures = ['views', 'engagements', 'spend'] as const;
export type ChartFigure = (typeof chartFigures)[number];
export const chartFigureLabels: Record<ChartFigure, string> = { views: 'Views', engagements: 'Engagements', spend: 'Spend' };
