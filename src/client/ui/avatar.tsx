import { useState } from 'react';
import styles from './avatar.module.css';

/** Up to two letters: the first of the first two words (an `@` of a username skipped). */
function initialsOf(name: string): string {
  const words = name.replace(/^@/, '').trim().split(/\s+/u);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

interface AvatarProps {
  /** The name shown beside the avatar (the initials come from it). */
  name: string;
  /** The server's checked Telegram address, or null. */
  photoUrl: string | null;
  size?: number;
}

/**
 * A player's picture: their Telegram photo, or their initials when there is none or it fails to
 * load. Decorative (the name stands beside it); the photo is fetched without a referrer.
 */
export function Avatar({ name, photoUrl, size = 36 }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = photoUrl !== null && failed !== photoUrl;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {showPhoto ? (
        <img
          className={styles.photo}
          src={photoUrl}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => {
            setFailed(photoUrl);
          }}
        />
      ) : (
        <span className={styles.initials}>{initialsOf(name)}</span>
      )}
    </span>
  );
}
