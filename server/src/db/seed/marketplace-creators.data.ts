/**
 * Thirty demo creators for the matcher (docs/marketplace.md, demo data): completed profiles with linked accounts of
 * varying reach, categories, languages and cities, so a demo campaign has a ranked list of candidates. Some fit the
 * demo brand's campaigns well (clothing or electronics, English/Hindi, Mumbai), most only partly.
 * Columns: display name, first and last name, city, categories, languages, YouTube and Instagram followers (null:
 * no such account), average engagement in percent.
 */
type Row = [string, string, string, string, string[], string[], number | null, number | null, number];

const F = 'Clothes, Shoes, Handbags & Accessories';
const E = 'Electronics & Computers';
const T = 'Technology & Software';
const W = "Women's Lifestyle";
const M = "Men's Lifestyle";
const B = 'Beauty & Cosmetics';
const TR = 'Travel, Tourism & Aviation';
const FD = 'Restaurants, Food & Grocery';
const FT = 'Fitness & Yoga';
const G = 'Gaming';

const rows: Row[] = [
  ['aarav.styles', 'Aarav', 'Mehta', 'Mumbai', [F, M], ['English', 'Hindi'], 182_000, 95_000, 4.8],
  ['meera.threads', 'Meera', 'Kapoor', 'Mumbai', [F, W, B], ['English', 'Hindi'], 64_000, 120_000, 6.3],
  ['rohan.techtalks', 'Rohan', 'Desai', 'Pune', [E, T], ['English', 'Marathi'], 310_000, null, 3.9],
  ['sana.unboxes', 'Sana', 'Shaikh', 'Mumbai', [E, W], ['Hindi', 'Urdu'], 41_000, 22_000, 5.1],
  ['kabir.kicks', 'Kabir', 'Malhotra', 'Delhi', [F, M, 'Sports'], ['Hindi', 'English'], 27_500, 58_000, 7.2],
  ['ananya.drapes', 'Ananya', 'Rao', 'Hyderabad', [F, W], ['Telugu', 'English'], 12_400, 33_000, 8.4],
  ['dev.gadgetguru', 'Dev', 'Sharma', 'Jaipur', [E, T, G], ['Hindi'], 520_000, null, 2.2],
  ['priya.monsoonmuse', 'Priya', 'Nair', 'Kochi', [F, TR], ['Malayalam', 'English'], 18_900, 47_000, 5.9],
  ['ishaan.fitfuel', 'Ishaan', 'Bose', 'Kolkata', [FT, FD], ['Bengali', 'English'], 88_000, 61_000, 4.4],
  ['tara.travelogue', 'Tara', 'Menon', 'Bengaluru', [TR, FD], ['English', 'Kannada'], 143_000, 76_000, 3.6],
  ['vikram.voltage', 'Vikram', 'Iyer', 'Chennai', [E, T], ['Tamil', 'English'], 67_000, 15_000, 4.9],
  ['zoya.glam', 'Zoya', 'Khan', 'Mumbai', [B, W, F], ['Hindi', 'English'], 9_800, 210_000, 5.5],
  ['arjun.streetwear', 'Arjun', 'Gill', 'Chandigarh', [F, M], ['Punjabi', 'Hindi'], 35_000, 44_000, 6.8],
  ['nisha.homecafe', 'Nisha', 'Patel', 'Ahmedabad', [FD, 'Home Decor, Furniture & Garden'], ['Gujarati', 'Hindi'], 52_000, 38_000, 4.1],
  ['sid.plays', 'Siddharth', 'Joshi', 'Pune', [G, E], ['English', 'Hindi'], 740_000, 90_000, 2.8],
  ['lakshmi.silks', 'Lakshmi', 'Subramanian', 'Chennai', [F, 'Wedding'], ['Tamil'], 23_000, 71_000, 7.7],
  ['kunal.codes', 'Kunal', 'Verma', 'Noida', [T, 'AI & Machine Learning'], ['English'], 96_000, null, 3.3],
  ['riya.minimal', 'Riya', 'Sen', 'Mumbai', [W, 'Home Decor, Furniture & Garden', F], ['English'], 14_200, 26_000, 9.1],
  ['farhan.frames', 'Farhan', 'Qureshi', 'Lucknow', ['Camera & Photography', E], ['Urdu', 'Hindi'], 58_000, 49_000, 4.6],
  ['deepa.yogaflow', 'Deepa', 'Pillai', 'Thiruvananthapuram', [FT, W], ['Malayalam', 'English'], 31_000, 83_000, 6.0],
  ['manav.motors', 'Manav', 'Chauhan', 'Indore', ['Cars & Motorbikes', M], ['Hindi'], 205_000, 41_000, 3.1],
  ['pooja.pennywise', 'Pooja', 'Agarwal', 'Kolkata', ['Finance & Investment', W], ['Bengali', 'Hindi'], 74_000, 19_000, 4.3],
  ['neel.audiophile', 'Neel', 'Kulkarni', 'Mumbai', [E, 'Music'], ['Marathi', 'English', 'Hindi'], 39_000, 12_000, 5.7],
  ['asha.kidscorner', 'Asha', 'Reddy', 'Hyderabad', ['Toys, Children & Baby', 'Parenting & Motherhood'], ['Telugu', 'English'], 112_000, 64_000, 3.8],
  ['omkar.trails', 'Omkar', 'Patil', 'Nashik', [TR, FT], ['Marathi', 'Hindi'], 21_000, 17_500, 6.5],
  ['jiya.thrift', 'Jiya', 'Arora', 'Delhi', [F, 'Sustainability & Environment'], ['Hindi', 'English'], 8_600, 29_000, 8.9],
  ['rahul.reviewsit', 'Rahul', 'Saxena', 'Bhopal', [E, T], ['Hindi'], 150_000, 8_000, 3.5],
  ['elena.spice', 'Elena', 'DSouza', 'Goa', [FD, TR], ['English', 'Portuguese'], 45_000, 52_000, 5.2],
  ['harsh.comedy', 'Harsh', 'Bhatt', 'Surat', ['Entertainment & Comedy'], ['Gujarati', 'Hindi'], 430_000, 260_000, 2.6],
  ['maya.beautylab', 'Maya', 'Ghosh', 'Kolkata', [B, W], ['Bengali', 'English'], 26_000, 140_000, 5.8],
];

export interface DemoCreator {
  displayName: string;
  firstName: string;
  lastName: string;
  city: string;
  categories: string[];
  languages: string[];
  accounts: Array<{ platform: 'youtube' | 'instagram'; handle: string; profileUrl: string; followers: number; averageEngagement: number }>;
}

export const demoCreators: DemoCreator[] = rows.map(([displayName, firstName, lastName, city, categories, languages, youtube, instagram, engagement]) => ({
  displayName,
  firstName,
  lastName,
  city,
  categories,
  languages,
  accounts: [
    ...(youtube === null ? [] : [{ platform: 'youtube' as const, handle: `@${displayName.replace(/\./g, '')}`, profileUrl: `https://www.youtube.com/@${displayName.replace(/\./g, '')}`, followers: youtube, averageEngagement: engagement }]),
    ...(instagram === null ? [] : [{ platform: 'instagram' as const, handle: `@${displayName}`, profileUrl: `https://www.instagram.com/${displayName}/`, followers: instagram, averageEngagement: Math.round(engagement * 11) / 10 }]),
  ],
}));
