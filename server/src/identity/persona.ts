import { personas, type Persona } from '../../../src/domain/constants';

/** Claims and webhook payloads are untrusted shapes: only the two SPEC §6 personas count. */
export const isPersona = (value: unknown): value is Persona => personas.includes(value as Persona);
