/**
 * Share links for an article: the networks' own share pages (opened in a new tab) and an email
 * with the title and link. Plain links, so they work before and without JavaScript.
 */
export interface ShareLinks {
  twitter: string;
  linkedin: string;
  email: string;
}

export function shareLinks(url: string, title: string): ShareLinks {
  const query = (params: Record<string, string>) =>
    new URLSearchParams(params).toString().replace(/\+/g, '%20');
  return {
    twitter: `https://twitter.com/intent/tweet?${query({ url, text: title })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`,
    email: `mailto:?${query({ subject: title, body: `${title}\n\n${url}` })}`,
  };
}
