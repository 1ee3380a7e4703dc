import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { render, screen, waitFor } from '@testing-library/react';
import { lazyDialog } from './lazy-dialog';

function NoteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="note-title">
      <DialogTitle id="note-title">Add a note</DialogTitle>
    </Dialog>
  );
}

describe('lazyDialog', () => {
  it('loads nothing while closed, shows the dialog on the first open and keeps it mounted after closing', async () => {
    const load = jest.fn(async () => NoteDialog);
    const LazyNoteDialog = lazyDialog(load);
    const { rerender } = render(<LazyNoteDialog open={false} onClose={() => undefined} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<LazyNoteDialog open onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Add a note' }, { timeout: 15_000 })).toBeInTheDocument();
    rerender(<LazyNoteDialog open={false} onClose={() => undefined} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<LazyNoteDialog open onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Add a note' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
