import type { CSSProperties } from 'react';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReviewCardFieldsFragment } from '../../../graphql/graphql';
import { RatingStars } from '../../../components/reviews/rating-stars';
import { reviewedOn } from '../../../lib/reviews/reviewed-on';
import { READABLE_GREEN } from '../../../lib/colors';
import { HelpfulButton } from './helpful-button';
import classes from './review-card.module.css';

const VERIFIED = { '--verified-color': READABLE_GREEN } as CSSProperties;

/**
 * One review: the reviewer's initial and name, the stars, "Verified buyer", when, and the words.
 * The words are shoppers' text and are rendered as text, line breaks kept, never as HTML. Plain
 * elements in Mantine's look (review-card.module.css); only the Helpful button is Mantine's.
 */
export function ReviewCard({ review }: { review: ReviewCardFieldsFragment }) {
  return (
    <article className={classes.card} aria-label={`Review by ${review.authorName}`}>
      <div className={classes.who}>
        <span className={classes.avatar} aria-hidden>
          {review.authorInitial}
        </span>
        <div style={{ minWidth: 0 }}>
          <div className={classes.name}>
            <p className={classes.strong}>{review.authorName}</p>
            {review.verifiedBuyer && (
              <span className={classes.verified} style={VERIFIED}>
                <IconRosetteDiscountCheck size={12} />
                Verified buyer
              </span>
            )}
          </div>
          <RatingStars value={review.rating} />
        </div>
      </div>
      {review.reviewedAt && <p className={classes.small}>{reviewedOn(review.reviewedAt)}</p>}
      {review.title && <p className={classes.strong}>{review.title}</p>}
      <p className={classes.words}>{review.text}</p>
      <div className={classes.actions}>
        {review.viewerIsAuthor ? (
          <p className={classes.small}>
            Your review{review.helpfulCount > 0 ? ` · ${review.helpfulCount} found it helpful` : ''}
          </p>
        ) : (
          <HelpfulButton review={review} />
        )}
      </div>
    </article>
  );
}
