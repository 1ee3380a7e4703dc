import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchLimits } from '../../../domain/search/search';
import { paletteTexts } from '../../../domain/search/search.texts';
import { useQuickActionDialogs } from '../quick-actions/quick-action-dialogs.context';
import { useShellUser } from '../use-shell-user.hook';
import { useCommandPalette } from './command-palette.context';
import { filterOptions, paletteActions, type PaletteOption } from './palette-options';
import { PaletteList } from './palette-list.component';
import { usePaletteSearch } from './use-palette-search';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  m: 0,
} as const;

export interface CommandPaletteDialogProps {
  /** Text the palette opens with (typed into the top bar's search box). */
  initialText?: string;
}

/**
 * The command palette (SPEC §2): an ARIA combobox whose listbox holds the persona's quick actions and
 * the server's search results. Mounted while open; `CommandPaletteProvider` loads it on first use.
 */
export default function CommandPaletteDialog({ initialText = '' }: CommandPaletteDialogProps) {
  const palette = useCommandPalette();
  const navigate = useNavigate();
  const dialogs = useQuickActionDialogs();
  const user = useShellUser();
  const [text, setText] = useState(initialText);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;

  const { persona, isStaff, brandRole, brandPermissions } = user;
  const actions = useMemo(() => filterOptions(paletteActions({ persona, isStaff, brandRole, brandPermissions }), text),
    [persona, isStaff, brandRole, brandPermissions, text]);
  const search = usePaletteSearch(text);
  const options = useMemo(
    () => [...actions, ...(search.status === 'done' ? search.sections.flatMap((section) => section.options) : [])],
    [actions, search],
  );
  // The first option is active until the user moves; a vanished active option falls back to the first.
  const active = options.find((option) => option.key === activeKey) ?? options[0] ?? null;
  const optionId = (option: PaletteOption) => `${baseId}-option-${options.indexOf(option)}`;

  const choose = (option: PaletteOption) => {
    if ('dialog' in option.target) {
      const { dialog } = option.target;
      // The dialog takes focus itself; restoring it to the page first would fight its focus trap.
      palette.close({ restoreFocus: false });
      dialogs.openDialog(dialog);
    } else {
      palette.close();
      navigate(option.target.path);
    }
  };

  const move = (to: number) => {
    const next = options[(to + options.length) % options.length];
    if (next) {
      setActiveKey(next.key);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const index = active ? options.indexOf(active) : -1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(options.length - 1),
      Enter: () => active && choose(active),
    };
    const handler = keys[event.key];
    if (handler && options.length > 0) {
      event.preventDefault();
      handler();
    }
  };

  return (
    <Dialog
      open
      onClose={() => palette.close()}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus
      aria-labelledby={`${baseId}-title`}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}
    >
      <Box component="h2" id={`${baseId}-title`} sx={visuallyHidden}>
        {paletteTexts.dialogLabel}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          placeholder={paletteTexts.inputPlaceholder}
          onChange={(event) => {
            setText(event.target.value);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': paletteTexts.inputLabel,
            'aria-expanded': options.length > 0,
            'aria-controls': listboxId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': active ? optionId(active) : undefined,
            maxLength: searchLimits.queryMaxLength,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
      </Box>
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
        <PaletteList
          listboxId={listboxId}
          actions={actions}
          search={search}
          activeKey={active?.key ?? null}
          optionId={optionId}
          onActivate={(option) => setActiveKey(option.key)}
          onChoose={choose}
        />
      </Box>
    </Dialog>
  );
}
