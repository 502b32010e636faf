/** A valid contact-form body from the given e-mail address. */
export const contactMessage = (email: string) => ({
  name: 'Nomsa',
  email,
  subject: 'consultation',
  message: 'Please call me',
  stage: 'Need advice',
});
