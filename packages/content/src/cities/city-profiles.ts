import type { CityProfile } from '../schemas.js';
import { CITY_NAMES, type CitySlug } from './city-list.js';

type Facts = Omit<CityProfile, 'name' | 'slug' | 'imgUrl'>;

// Each city gets facts only it has, so no two city pages read alike.
const FACTS: Readonly<Record<CitySlug, Facts>> = {
  ahmedabad: {
    state: 'Gujarat',
    rtoCodes: ['GJ-01'],
    economy: 'Once called the Manchester of the East for its textile mills, Ahmedabad now also runs on chemicals, pharmaceuticals and a large diamond and trading community.',
    localNote: 'The BRTS corridors and the SG Highway carry most of the city’s daily car traffic, and the Sabarmati Riverfront has become its weekend drive.',
  },
  bangalore: {
    state: 'Karnataka',
    rtoCodes: ['KA-01', 'KA-03', 'KA-05'],
    economy: 'India’s technology capital: software services, start-ups and aerospace firms employ a large salaried workforce with steady monthly pay.',
    localNote: 'Commutes along the Outer Ring Road and to Electronic City are long, which is why so many Bangaloreans depend on a car or a scooter of their own.',
  },
  bhubaneswar: {
    state: 'Odisha',
    rtoCodes: ['OD-02'],
    economy: 'The capital of Odisha, it has grown from a government town into an IT and education centre, with mining and steel money from the rest of the state flowing through it.',
    localNote: 'Known as the Temple City for the Lingaraj and hundreds of older shrines, it is also one of India’s first Smart City mission winners.',
  },
  chandigarh: {
    state: 'Chandigarh (Union Territory)',
    rtoCodes: ['CH-01'],
    economy: 'A planned city designed by Le Corbusier that serves as the capital of both Punjab and Haryana, with a large share of government, banking and services employees.',
    localNote: 'Its numbered sectors and wide roundabout-lined roads give it one of the highest car ownership rates of any Indian city.',
  },
  chennai: {
    state: 'Tamil Nadu',
    rtoCodes: ['TN-01', 'TN-09'],
    economy: 'Often called the Detroit of India, Chennai and its Sriperumbudur and Oragadam belts build a large share of the country’s cars, alongside IT parks on the OMR.',
    localNote: 'The annual north-east monsoon floods low-lying roads, so many owners here weigh flood damage cover carefully when they insure a car.',
  },
  coimbatore: {
    state: 'Tamil Nadu',
    rtoCodes: ['TN-37', 'TN-38'],
    economy: 'The Manchester of South India: textile mills, wet-grinder makers and one of the country’s biggest clusters of pump and motor manufacturers.',
    localNote: 'Small and medium manufacturers make up much of the city, so many borrowers here are self-employed with business income.',
  },
  'new-delhi': {
    state: 'Delhi (National Capital Territory)',
    rtoCodes: ['DL-1', 'DL-3', 'DL-9'],
    economy: 'The seat of the central government and a services economy of ministries, trade, retail and professional firms spread across the national capital region.',
    localNote: 'Delhi limits how long diesel and petrol vehicles may ply (10 and 15 years), which matters when you buy or refinance an older car here.',
  },
  guwahati: {
    state: 'Assam',
    rtoCodes: ['AS-01'],
    economy: 'The gateway to the North-East, it trades tea, oil and goods for the whole region from its position on the Brahmaputra.',
    localNote: 'Hilly roads and heavy monsoon rains make ground clearance and good tyres worth having on any car or two-wheeler here.',
  },
  hyderabad: {
    state: 'Telangana',
    rtoCodes: ['TG-09', 'TG-10'],
    economy: 'HITEC City’s software campuses and Genome Valley’s pharmaceutical and vaccine makers give Hyderabad a large salaried workforce.',
    localNote: 'Telangana moved new registrations from the TS series to TG in 2024, so older cars here still carry TS plates.',
  },
  indore: {
    state: 'Madhya Pradesh',
    rtoCodes: ['MP-09'],
    economy: 'The commercial capital of Madhya Pradesh, with wholesale trade, the Pithampur auto and pharmaceutical cluster nearby and a growing IT sector.',
    localNote: 'Indore has topped the Swachh Survekshan cleanliness ranking year after year, and its Rajwada and Sarafa markets draw traders from across the state.',
  },
  jodhpur: {
    state: 'Rajasthan',
    rtoCodes: ['RJ-19'],
    economy: 'The Blue City exports handicrafts and wooden furniture worldwide and trades in guar gum grown across the Thar desert.',
    localNote: 'Long highway drives across western Rajasthan make fuel efficiency and air-conditioning priorities when people here buy a car.',
  },
  jaipur: {
    state: 'Rajasthan',
    rtoCodes: ['RJ-14'],
    economy: 'The Pink City is the capital of Rajasthan and a global centre for cutting coloured gemstones, with tourism and handicrafts close behind.',
    localNote: 'Many jewellers and traders here are self-employed, so lenders often read bank statements and tax returns rather than salary slips.',
  },
  kochi: {
    state: 'Kerala',
    rtoCodes: ['KL-07'],
    economy: 'Kerala’s commercial capital and port, home to Cochin Shipyard, the spice trade and many families supported by remittances from the Gulf.',
    localNote: 'The Kochi Metro and Water Metro ease some commutes, but the backwater geography still makes a personal vehicle the norm for most households.',
  },
  ludhiana: {
    state: 'Punjab',
    rtoCodes: ['PB-10'],
    economy: 'Punjab’s industrial hub, known for hosiery and woollens and for making most of India’s bicycles and a large share of its auto parts.',
    localNote: 'Family-run factories and traders dominate here, and a business owner may use a loan against a car they own to fund working capital.',
  },
  lucknow: {
    state: 'Uttar Pradesh',
    rtoCodes: ['UP-32'],
    economy: 'The capital of Uttar Pradesh, with a large government workforce, chikankari embroidery, and a growing services and defence-manufacturing base.',
    localNote: 'The Lucknow Metro and the expressways to Agra and Purvanchal have made weekend drives across the state quicker than ever.',
  },
  mysore: {
    state: 'Karnataka',
    rtoCodes: ['KA-09'],
    economy: 'Known for Mysore silk, sandalwood and an IT and manufacturing presence that spills over from Bangalore, about 150 km away.',
    localNote: 'The ten-day Dasara festival, with the lit-up Mysore Palace, is when many families here choose to bring home a new vehicle.',
  },
  mumbai: {
    state: 'Maharashtra',
    rtoCodes: ['MH-01', 'MH-02', 'MH-03'],
    economy: 'India’s financial capital: home to the Reserve Bank of India, the stock exchanges and the headquarters of many banks, insurers and media houses.',
    localNote: 'Parking is scarce and commutes are long, so compact cars, CNG models and scooters dominate Mumbai’s roads.',
  },
  nagpur: {
    state: 'Maharashtra',
    rtoCodes: ['MH-31'],
    economy: 'The Orange City sits at the geographic centre of India, which makes it a logistics hub around the MIHAN special economic zone.',
    localNote: 'Summer temperatures here regularly cross 45 °C, so air-conditioning and cabin cooling come first on many car buyers’ lists.',
  },
  pune: {
    state: 'Maharashtra',
    rtoCodes: ['MH-12', 'MH-14'],
    economy: 'A major car and two-wheeler manufacturing centre in Chakan and Pimpri-Chinchwad, alongside IT parks in Hinjewadi and Kharadi.',
    localNote: 'Pune is known for its sheer number of two-wheelers, and many owners later move up to a first car.',
  },
  surat: {
    state: 'Gujarat',
    rtoCodes: ['GJ-05'],
    economy: 'The world’s largest diamond cutting and polishing centre and a leading maker of synthetic textiles.',
    localNote: 'The Surat Diamond Bourse, opened in 2023, is among the largest office buildings in the world, built to bring the diamond trade under one roof.',
  },
  vadodara: {
    state: 'Gujarat',
    rtoCodes: ['GJ-06'],
    economy: 'A centre of petrochemicals, refining and engineering, built around the Gujarat Refinery at Koyali and the industrial estates of Makarpura.',
    localNote: 'Home to the Laxmi Vilas Palace and the Maharaja Sayajirao University, the city has a large base of salaried engineers and academics.',
  },
  visakhapatnam: {
    state: 'Andhra Pradesh',
    rtoCodes: [],
    economy: 'A port city and the headquarters of the Eastern Naval Command, with the Visakhapatnam Steel Plant, pharmaceutical units and a growing IT presence.',
    localNote: 'The Beach Road along the Bay of Bengal is the city’s favourite drive, and salt air makes rust protection worth checking on any used car.',
  },
  kolkata: {
    state: 'West Bengal',
    rtoCodes: ['WB-01', 'WB-02'],
    economy: 'The commercial capital of eastern India, with the country’s oldest river port, the jute trade and IT hubs in Salt Lake and New Town.',
    localNote: 'Yellow Ambassador taxis once defined its roads; today small cars share them with app cabs, e-rickshaws and scooters.',
  },
  gurugram: {
    state: 'Haryana',
    rtoCodes: ['HR-26'],
    economy: 'Home to Maruti Suzuki’s original car plant and to Cyber City’s multinational offices, it pairs manufacturing with corporate services.',
    localNote: 'Many professionals here commute daily to Delhi along NH-48 and the Dwarka Expressway, so a dependable car is often a household’s first big purchase.',
  },
};

/**
 * Every city with its facts, keyed by slug.
 *
 * @example CITY_PROFILES.pune.rtoCodes // ['MH-12', 'MH-14']
 */
export const CITY_PROFILES: Readonly<Record<CitySlug, CityProfile>> = Object.fromEntries(
  (Object.keys(CITY_NAMES) as CitySlug[]).map((slug) => [
    slug,
    { name: CITY_NAMES[slug], slug, imgUrl: `/images/cities/${slug}.webp`, ...FACTS[slug] },
  ]),
) as Record<CitySlug, CityProfile>;
