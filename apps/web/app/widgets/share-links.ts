import type { ShareNetwork } from '@rinn/machines';

/** The networks the share buttons offer, in display order (§2 social share). */
export const SHARE_NETWORKS: readonly ShareNetwork[] = ['whatsapp', 'twitter', 'linkedin', 'facebook'];

/**
 * The address that shares a page on a network: each network's public share endpoint with the
 * page's address (and, where the network takes one, its title).
 *
 * @param network - where to share
 * @param pageUrl - the absolute address of the page
 * @param title - the page's title
 * @returns the share address
 * @example
 * ```ts
 * shareUrl('whatsapp', 'https://rinn.in/resources/emi', 'What is an EMI?'); // 'https://wa.me/?text=What%20is%20an%20EMI%3F%20https%3A%2F%2F…'
 * ```
 */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`;
    case 'twitter':
      return `https://x.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}
