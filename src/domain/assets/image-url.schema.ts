import * as yup from 'yup';
import { validationMessages } from '../messages';
import { isImageReference } from './asset-rules';

/**
 * A picture or logo field: one of our uploaded assets (its download path) or a remote http(s) image. Apart from
 * asset-rules.ts so that showing an image (the shell's avatar) does not bring yup into every signed-in page.
 */
export const imageUrlSchema = yup
  .string()
  .trim()
  .max(2048, validationMessages.urlInvalid)
  .test('image-url', validationMessages.urlInvalid, (value) => !value || isImageReference(value));
