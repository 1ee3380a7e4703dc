import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { paymentMethodSchemaFor } from '../../domain/payments/payment-method.rules';
import type { PaymentMethodFormValues } from './payment-method-form.types';

/** The shared rules of the chosen type (the server's own), so a message here is the message the server would give. */
export const paymentMethodResolver: Resolver<PaymentMethodFormValues> = (values, context, options) =>
  (yupResolver as (schema: unknown) => Resolver<PaymentMethodFormValues>)(paymentMethodSchemaFor(values.type))(values, context, options);
