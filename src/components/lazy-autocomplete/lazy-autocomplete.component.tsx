import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { AutocompleteProps, AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type ComponentType, type RefObject } from 'react';

// The real one, typed loosely: LazyAutocomplete's own props carry the generics.
const Autocomplete = lazy(async () => ({
  default: (await import(/* webpackChunkName: "mui-autocomplete" */ '@mui/material/Autocomplete')).default as unknown as ComponentType<Record<string, unknown>>,
}));

/** How the field was first reached: by the keyboard (focus), or by a press that opens the list as MUI's would. */
type Activation = { opens: boolean; typed?: string; settled?: boolean };

/**
 * MUI's Autocomplete with the same props, which loads it (about 11 kB gzip) when the field is first focused or
 * pressed instead of with the page (docs/performance.md). Until then it draws the same outlined field through the
 * same `renderInput`: label, the text, the Open button. On the first focus the real Autocomplete takes its place with
 * the focus; a press that would have opened the list opens it, and what was typed meanwhile is typed into it. A
 * multiple field that already holds values shows them as Autocomplete's chips, so it loads Autocomplete at once.
 */
export function LazyAutocomplete<Value, Multiple extends boolean | undefined = false, DisableClearable extends boolean | undefined = false, FreeSolo extends boolean | undefined = false>(
  props: AutocompleteProps<Value, Multiple, DisableClearable, FreeSolo>,
) {
  const chosen = props.multiple && ((props.value ?? props.defaultValue ?? []) as unknown[]).length > 0;
  // Chips are Autocomplete's own (removable, keyboard-navigable): with values to show it is needed at once.
  const [activation, setActivation] = useState<Activation>();
  if (!activation && chosen) setActivation({ opens: false, settled: true });
  const root = useRef<HTMLDivElement>(null);
  const standInId = useId();
  const activate = (opens: boolean, typed?: string) => setActivation((current) => current ?? { opens, typed });

  if (!activation) return <StandIn {...props} id={props.id ?? standInId} onActivate={activate} />;
  return (
    <Suspense fallback={<StandIn {...props} id={props.id ?? standInId} onActivate={() => undefined}
      onType={(typed) => setActivation({ ...activation, typed })} typed={activation.typed} />}>
      <Loaded {...props} rootRef={root} activation={activation} />
    </Suspense>
  );
}

function Loaded<Value, Multiple extends boolean | undefined, DisableClearable extends boolean | undefined, FreeSolo extends boolean | undefined>(
  { rootRef, activation, ...props }: AutocompleteProps<Value, Multiple, DisableClearable, FreeSolo> & { rootRef: RefObject<HTMLDivElement | null>; activation: Activation },
) {
  // Once, when the real field has replaced the stand-in: the focus moves into it, as the person had it.
  useEffect(() => {
    const input = rootRef.current?.querySelector('input');
    // Loaded because of its values, not by the person: the focus stays where it is.
    if (!input || activation.settled) return;
    input.focus();
    if (activation.typed) {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, activation.typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    } else if (activation.opens) {
      input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the real field first appears
  }, []);
  return <Autocomplete {...(props as Record<string, unknown>)} ref={rootRef} />;
}

interface StandInProps<Value, Multiple extends boolean | undefined, DisableClearable extends boolean | undefined, FreeSolo extends boolean | undefined>
  extends AutocompleteProps<Value, Multiple, DisableClearable, FreeSolo> {
  id: string;
  onActivate: (opens: boolean, typed?: string) => void;
  onType?: (typed: string) => void;
  typed?: string;
}

/** The field as Autocomplete draws it while closed, through the caller's renderInput. */
function StandIn<Value, Multiple extends boolean | undefined, DisableClearable extends boolean | undefined, FreeSolo extends boolean | undefined>(
  { id, onActivate, onType, typed, ...props }: StandInProps<Value, Multiple, DisableClearable, FreeSolo>,
) {
  const { multiple, disabled, readOnly, value = props.defaultValue, getOptionLabel = (option: Value | string) => String(option) } = props;
  const single = !multiple && value !== null && value !== undefined ? getOptionLabel(value as Value) : '';
  const shown = typed ?? props.inputValue ?? single;
  const params: AutocompleteRenderInputParams = {
    id,
    disabled: Boolean(disabled),
    fullWidth: props.fullWidth ?? true,
    size: props.size === 'small' ? 'small' : undefined,
    slotProps: {
    inputLabel: { id: `${id}-label`, htmlFor: id } as AutocompleteRenderInputParams['slotProps']['inputLabel'],
    input: {
      ref: () => undefined,
      className: 'MuiAutocomplete-inputRoot',
      startAdornment: undefined,
      onMouseDown: (event) => {
        if (event.target === event.currentTarget) onActivate(true);
      },
      endAdornment: props.forcePopupIcon === false || (props.freeSolo && props.forcePopupIcon !== true) ? undefined : (
        <Box className="MuiAutocomplete-endAdornment" sx={{ position: 'absolute', right: 9, top: '50%', transform: 'translate(0, -50%)' }}>
          <IconButton className="MuiAutocomplete-popupIndicator" aria-label={props.openText ?? 'Open'} title={props.openText ?? 'Open'}
            tabIndex={-1} disabled={disabled} sx={{ p: '2px', mr: '-2px' }} onMouseDown={() => onActivate(true)}>
            <ArrowDropDown />
          </IconButton>
        </Box>
      ),
    },
    htmlInput: {
      className: 'MuiAutocomplete-input',
      id,
      value: shown,
      disabled,
      readOnly,
      role: 'combobox',
      'aria-autocomplete': props.autoComplete ? 'both' : 'list',
      'aria-expanded': false,
      autoComplete: 'off',
      autoCapitalize: 'none',
      spellCheck: 'false',
      onFocus: () => onActivate(false),
      onMouseDown: () => onActivate(true),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onType?.(event.target.value);
        onActivate(false, event.target.value);
      },
    } as unknown as AutocompleteRenderInputParams['slotProps']['htmlInput'],
    },
  };
  const popupIcon = !(props.forcePopupIcon === false || (props.freeSolo && props.forcePopupIcon !== true));
  return (
    <Box className="MuiAutocomplete-root" sx={{
      width: params.fullWidth ? '100%' : undefined,
      '& .MuiAutocomplete-tag': { m: '3px', maxWidth: 'calc(100% - 6px)' },
      '& .MuiOutlinedInput-root': {
        p: '9px', pr: popupIcon ? '39px' : '9px', flexWrap: multiple ? 'wrap' : undefined,
        '& .MuiAutocomplete-input': { p: '7.5px 4px 7.5px 5px', width: 0, minWidth: 30, flexGrow: 1, textOverflow: 'ellipsis' },
      },
    }}>
      {props.renderInput(params)}
    </Box>
  );
}
