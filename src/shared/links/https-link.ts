/** Whether a text is an absolute https link with a host. */
export const isHttpsLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname;
  } catch {
    return false;
  }
};
