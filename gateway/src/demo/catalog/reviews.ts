// Sample ratings and reviews, so a new shop's product pages, cards and "Happy Customer" show
// real figures. Deterministic: the same buyers, stars and words for the same catalog on every call.
import type { SeedBuyer, SeedProduct, SeedReview } from './types.js';

/** How many of the newest products get reviews; the rest start without any. */
const REVIEWED_PRODUCTS = 30;

/** Only products on sale this long have reviews: time to be bought, delivered and worn. */
const MIN_DAYS_ON_SALE = 7;

// Name, then where their orders went: street, city, state, PIN code (several states, so the sample
// invoices show both CGST + SGST and IGST).
const BUYERS: [string, string, string, string, string, string][] = [
  ['Priya', 'Sharma', '14, 2nd Cross, Jayanagar 4th Block', 'Bengaluru', 'Karnataka', '560011'],
  ['Arjun', 'Mehta', '201, Shanti Kunj, Linking Road, Bandra West', 'Mumbai', 'Maharashtra', '400050'],
  ['Sneha', 'Iyer', '7, Kasturi Rangan Road, Alwarpet', 'Chennai', 'Tamil Nadu', '600018'],
  ['Rahul', 'Verma', 'B-42, Sector 15', 'Noida', 'Uttar Pradesh', '201301'],
  ['Ananya', 'Reddy', '8-2-293, Road No. 12, Banjara Hills', 'Hyderabad', 'Telangana', '500034'],
  ['Vikram', 'Singh', '56, Civil Lines', 'Jaipur', 'Rajasthan', '302006'],
  ['Kavya', 'Nair', 'TC 25/1234, Vazhuthacaud', 'Thiruvananthapuram', 'Kerala', '695014'],
  ['Rohan', 'Gupta', 'C-118, Greater Kailash I', 'New Delhi', 'Delhi', '110048'],
  ['Meera', 'Joshi', '12, Prabhat Road, Erandwane', 'Pune', 'Maharashtra', '411004'],
  ['Aditya', 'Rao', '33, 5th Main, Malleswaram', 'Bengaluru', 'Karnataka', '560003'],
  ['Ishita', 'Banerjee', '9B, Lake Place, Ballygunge', 'Kolkata', 'West Bengal', '700029'],
  ['Karan', 'Malhotra', '41, Model Town', 'Ludhiana', 'Punjab', '141002'],
];

// Stars leaning to the good side, as a shop's real ratings do, with a few low ones.
const STARS = [5, 4, 5, 3, 4, 5, 2, 4, 5, 4, 1, 5, 3, 5, 4];

// Words that fit any piece of clothing, by how pleased the buyer was.
const PRAISE: [string, string][] = [
  ['Fits perfectly', 'True to size and the fabric feels good on the skin. Wore it all day without any discomfort.'],
  ['Looks like the pictures', 'The colour is exactly as shown and the stitching is neat. Happy with this purchase.'],
  ['Great quality for the price', 'Feels well made and survived the first wash without fading. Will order again.'],
  ['Arrived early', 'Delivered a day before the promised date, neatly packed. The fit is just right.'],
  ['Got many compliments', 'Wore it to a family function and everyone asked where I bought it. Comfortable too.'],
  ['Soft and comfortable', 'Lightweight and breathable, good for the heat. The size chart was accurate.'],
];
const MIXED: [string, string][] = [
  [
    'Decent, runs a little small',
    'Good fabric, but I should have taken one size up. Colour slightly lighter than shown.',
  ],
  ['Okay for everyday', 'Nothing special but does the job. The finishing could be better around the seams.'],
];
const POOR: [string, string][] = [
  ['Not as expected', 'The material feels thinner than it looks in the photos and it shrank after one wash.'],
  ['Size was off', 'Much tighter than the size chart says. Returning it was easy, at least.'],
];

// And for accessories (bags, watches, perfume, sunglasses, bangles, belts, shoes).
const ACCESSORY_PRAISE: [string, string][] = [
  ['Looks premium', 'Looks more expensive than it is and the finish is neat. Exactly as in the pictures.'],
  ['Lovely gift', 'Bought it as a gift and it was loved. Came well packed in a nice box.'],
  ['Good value', 'Sturdy and well finished for the price. Have been using it daily for weeks now.'],
  ['Arrived early', 'Delivered a day before the promised date, neatly packed. Just as described.'],
];
const ACCESSORY_MIXED: [string, string][] = [
  ['Fine for the price', 'Does the job, though the finish is not as polished as the photos suggest.'],
  ['Smaller than expected', 'Nice, but smaller than it looked online. Check the measurements before ordering.'],
];
const ACCESSORY_POOR: [string, string][] = [
  ['Not worth it', 'The finish started wearing off within two weeks of light use.'],
  ['Disappointed', 'Looks cheaper in hand than in the photos. Returning it was easy, at least.'],
];

function wordsPool(stars: number, accessory: boolean): [string, string][] {
  if (accessory) return stars >= 4 ? ACCESSORY_PRAISE : stars === 3 ? ACCESSORY_MIXED : ACCESSORY_POOR;
  return stars >= 4 ? PRAISE : stars === 3 ? MIXED : POOR;
}

/**
 * Buyers and their reviews for the newest products on sale for a week or more: two to six each,
 * most with words, some stars only, dated within the product's time on sale (the seed puts each
 * buyer's delivered order of the product before their review). `productIndex` points into
 * `products`.
 */
export function sampleReviews(products: SeedProduct[]): { buyers: SeedBuyer[]; reviews: SeedReview[] } {
  const buyers = BUYERS.map(([firstName, lastName, streetAddress, city, state, zipCode], i) => ({
    firstName,
    lastName,
    email: `${firstName}.${lastName}@buyers.example.com`.toLowerCase(),
    // Numbers in the range India keeps for fiction and drama (98765 43210 and its neighbours).
    address: { streetAddress, city, state, zipCode, mobile: `98765432${String(10 + i).padStart(2, '0')}` },
  }));
  const newest = products
    .map((p, index) => ({ index, ageDays: p.ageDays }))
    .filter((p) => p.ageDays >= MIN_DAYS_ON_SALE)
    .sort((a, b) => a.ageDays - b.ageDays || a.index - b.index)
    .slice(0, REVIEWED_PRODUCTS);
  const reviews: SeedReview[] = [];
  newest.forEach(({ index, ageDays }, j) => {
    const n = 2 + ((j * 7) % 5);
    const accessory = products[index]!.categoryId.includes('/accessories/');
    // Each pool's entries taken in turn within a product, so its reviews do not repeat themselves.
    const used = new Map<[string, string][], number>();
    for (let k = 0; k < n; k++) {
      const rating = STARS[(j * 3 + k * 5) % STARS.length]!;
      const said = (j + k) % 4 !== 3;
      const pool = wordsPool(rating, accessory);
      const turn = used.get(pool) ?? 0;
      used.set(pool, turn + 1);
      const [title, text] = pool[(j + turn) % pool.length]!;
      reviews.push({
        productIndex: index,
        // n is at most 6 and there are 12 buyers: one review per buyer and product.
        buyerIndex: (j * 5 + k) % buyers.length,
        rating,
        title: said ? title : null,
        text: said ? text : null,
        ageDays: Math.floor((ageDays * (k + 1)) / (n + 1)),
      });
    }
  });
  return { buyers, reviews };
}
