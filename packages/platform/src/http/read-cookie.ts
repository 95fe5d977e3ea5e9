/** The decoded value of a cookie, or null when it is not set. */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const pair of cookies.split(';')) {
    const separatorAt = pair.indexOf('=');
    if (separatorAt > 0 && pair.slice(0, separatorAt).trim() === name) {
      return decodeURIComponent(pair.slice(separatorAt + 1).trim());
    }
  }
  return null;
}
