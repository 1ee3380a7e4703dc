export const responsiveStepperTexts = {
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
};
