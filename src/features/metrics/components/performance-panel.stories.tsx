import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect, useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { performancePanelAttribute } from '../performance-panel.state';
import { PerformancePanel } from './performance-panel.component';

const state = () => document.documentElement.getAttribute(performancePanelAttribute);

/** The panel renders nothing, so the story shows the state it keeps on <html> beside the (empty) panel. */
function PanelWithState() {
  const [on, setOn] = useState(state() === 'on');
  useEffect(() => {
    const observer = new MutationObserver(() => setOn(state() === 'on'));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [performancePanelAttribute] });
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div data-testid="panel">
        <PerformancePanel />
      </div>
      <Typography>Performance panel {on ? 'on: metrics are written to the console' : 'off'} (Ctrl/Cmd+Shift+P)</Typography>
    </>
  );
}

/** SPEC §2: the hidden performance panel renders nothing; Ctrl/Cmd+Shift+P toggles it. */
const meta = {
  title: 'Metrics/PerformancePanel',
  component: PerformancePanel,
  render: () => <PanelWithState />,
  parameters: { layout: 'centered' },
  beforeEach: () => {
    document.documentElement.removeAttribute(performancePanelAttribute);
    return () => document.documentElement.removeAttribute(performancePanelAttribute);
  },
} satisfies Meta<typeof PerformancePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('panel')).toBeEmptyDOMElement();
    await expect(canvas.getByText(/Performance panel off/)).toBeInTheDocument();
  },
};

export const ToggledOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.keyDown(window, { key: 'P', code: 'KeyP', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(canvas.getByText(/Performance panel on/)).toBeInTheDocument());
    await expect(state()).toBe('on');
    await expect(canvas.getByTestId('panel')).toBeEmptyDOMElement();
  },
};
