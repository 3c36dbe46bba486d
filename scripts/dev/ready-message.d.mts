export function readyMessage(where: {
  appUrl: string;
  apiUrl?: string;
}): string;
