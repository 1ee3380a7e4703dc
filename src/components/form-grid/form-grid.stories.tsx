import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FormCell, FormGrid } from './form-grid.component';

const meta: Meta<typeof FormGrid> = { title: 'Components/FormGrid', component: FormGrid };
export default meta;

/** Full-width, half and quarter cells; below 600 px the halves and quarters take their phone spans. */
export const CampaignBasics: StoryObj<typeof FormGrid> = {
  render: () => (
    <FormGrid>
      <FormCell span={12}>
        <TextField label="Campaign name" fullWidth />
      </FormCell>
      <FormCell span={{ xs: 12, sm: 6 }}>
        <TextField label="Objective" fullWidth />
      </FormCell>
      <FormCell span={{ xs: 6, sm: 3 }}>
        <TextField label="Start date" fullWidth />
      </FormCell>
      <FormCell span={{ xs: 6, sm: 3 }}>
        <TextField label="End date" fullWidth />
      </FormCell>
    </FormGrid>
  ),
};
