import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import type { ActiveSubmissionEvent } from '../../api/generated/api';
import type { VerificationStatus } from '../../domain/marketplace/verification-status';
import { stepsFromActiveEvents } from './review-step.adapters';
import { ReviewThread, type ReviewThreadStep } from './review-thread.component';

const step = (n: number, actorRole: string, actorName: string | null, action: string, toStatus: VerificationStatus, message: string | null = null): ReviewThreadStep => ({
  id: `e${n}`, action, actorRole, actorName, toStatus, message, at: `2026-11-0${n}T10:00:00Z`,
});

const submitted = step(1, 'influencer', 'Glow Creator', 'submit', 'submitted', 'Posted on launch day, product at 0:45.');
const fullDispute = [
  submitted,
  step(2, 'brand', 'Priya (Acme)', 'reject', 'rejected', 'The product is on screen for one second only.'),
  step(3, 'influencer', 'Glow Creator', 'dispute', 'rebuttal_requested', 'It is in the whole intro, see 0:05 to 0:30.'),
  step(4, 'brand', 'Priya (Acme)', 'respond', 'rebuttal_responsed', 'Most viewers skip the intro.'),
  step(5, 'operator', 'Platform Operator', 'approve_rebuttal', 'rebuttal_approved', 'The product is clearly visible at 0:05.'),
];

/** The review thread of one submission, as the brand, the influencer and operators all see it: oldest step first. */
const meta = {
  title: 'Components/ReviewThread',
  component: ReviewThread,
  args: { steps: [submitted, step(2, 'brand', 'Priya (Acme)', 'verify', 'verified')] },
} satisfies Meta<typeof ReviewThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepsIn = (canvasElement: HTMLElement, name = 'Review history') => within(within(canvasElement).getByRole('list', { name })).getAllByRole('listitem');

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = stepsIn(canvasElement);
    await expect(first).toHaveTextContent('Glow Creator (Influencer) submitted the content · Awaiting review');
    await expect(first).toHaveTextContent('“Posted on launch day, product at 0:45.”');
    await expect(second).toHaveTextContent('Priya (Acme) (Brand) verified the content · Verified');
    await expect(second.querySelector('time')).toHaveAttribute('dateTime', '2026-11-02T10:00:00Z');
  },
};

/** Rejected, disputed, answered by the brand and upheld by an operator. */
export const DisputeDecidedByOperator: Story = {
  args: { steps: fullDispute, label: 'Review history: Glow Creator, Dedicated video' },
  play: async ({ canvasElement }) => {
    const steps = stepsIn(canvasElement, 'Review history: Glow Creator, Dedicated video');
    await expect(steps).toHaveLength(5);
    await expect(steps[1]).toHaveTextContent('Priya (Acme) (Brand) rejected the content · Rejected');
    await expect(steps[2]).toHaveTextContent('Glow Creator (Influencer) disputed the rejection · Disputed');
    await expect(steps[3]).toHaveTextContent('(Brand) responded to the dispute · Brand responded');
    await expect(steps[4]).toHaveTextContent('Platform Operator (Operator) upheld the dispute · Dispute upheld');
    await expect(steps[4]).toHaveTextContent('“The product is clearly visible at 0:05.”');
  },
};

export const DisputeDenied: Story = {
  args: { steps: [...fullDispute.slice(0, 4), step(5, 'operator', 'Platform Operator', 'reject_rebuttal', 'rebuttal_rejected', 'The brief asked for a mid-roll mention.')] },
  play: async ({ canvasElement }) => {
    await expect(stepsIn(canvasElement)[4]).toHaveTextContent('Platform Operator (Operator) denied the dispute · Dispute denied');
  },
};

/** The influencer's list arrives newest first (and flat); the thread still reads oldest first, their own steps as "You". */
export const FromTheInfluencersList: Story = {
  args: {
    ownRole: 'influencer',
    steps: stepsFromActiveEvents([
      { id: 'e2', action: 'reject', actor_role: 'brand', actor_name: 'Brand Owner', from_status: 'submitted', to_status: 'rejected', message: 'The logo is not visible.', created_at: '2026-11-21T15:00:00Z' },
      { id: 'e1', action: 'submit', actor_role: 'influencer', actor_name: 'Asha', from_status: null, to_status: 'submitted', message: null, created_at: '2026-11-21T10:00:00Z' },
    ] satisfies ActiveSubmissionEvent[]),
  },
  play: async ({ canvasElement }) => {
    const [first, second] = stepsIn(canvasElement);
    await expect(first).toHaveTextContent('You submitted the content · Awaiting review');
    await expect(second).toHaveTextContent('Brand Owner (Brand) rejected the content · Rejected');
  },
};

/** A step whose actor has no name (e.g. a deleted account) still says who acted by role. */
export const UnknownActor: Story = {
  args: { steps: [submitted, step(2, 'brand', null, 'reject', 'rejected', 'The product is on screen for one second only.')] },
  play: async ({ canvasElement }) => {
    await expect(stepsIn(canvasElement)[1]).toHaveTextContent('Someone (Brand) rejected the content · Rejected');
  },
};

export const Empty: Story = {
  args: { steps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No steps recorded yet.')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The influencer's Content tab words its empty thread its own way. */
export const EmptyWithOwnText: Story = {
  args: { steps: [], emptyText: 'No review steps yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No review steps yet.')).toBeInTheDocument();
  },
};
