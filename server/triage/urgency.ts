import { asciiDigits } from '#domain/text.ts';
import { withMixedWords } from './mixed-languages.ts';

/**
 * Whether a question needs help today (docs/product-rules.md, "Case triage"): someone arrested or held by the police,
 * bail, violence or threats happening now or just fled, a summons or court date within days, a child being taken
 * abroad. Read from the normalised (lower-case) text with patterns in the three languages; the words that matched are
 * given back, so the page can say why. A match right after words of the past ("เคย", "last year", "去年") does not
 * count, unless it says what is true now (still held, still needs bail).
 */

/** Said of something happening now or within hours. */
const NOW = String.raw`(?:\brn\b|\bat this moment\b|ขณะนี้|บัดนี้|半小时前|[一二两三几\d]+个?小时前|[\d一二两三四五十几]+分钟前|ตอนนี้|กำลัง|เมื่อกี้|เมื่อกี๊|(?:เมื่อ)?ตะกี้|ตะกี๊|as (?:i|we) (?:type|write|speak)|而家|เมื่อคืน|คืนนี้|(?<!ทุก)วันนี้|เมื่อเช้า|เช้านี้|บ่ายนี้|เย็นนี้|ค่ำนี้|ตั้งแต่เช้า|ตั้งแต่(?:ตอน)?(?:\d{1,2}|สอง|สาม|สี่|ห้า)?\s?ทุ่ม|ตั้งแต่ตี(?:หนึ่ง|สอง|สาม|สี่|ห้า|\s?\d)|เมื่อสักครู่|เพิ่ง|ยังยืน|ยังอยู่|นาทีที่แล้ว|ชั่วโมงที่แล้ว|เมื่อ(?:ครึ่ง|\d+|หนึ่ง|สอง|สาม)?\s*(?:ชั่วโมง|นาที)ก่อน|right now|now|tonight|today|just now|(?:\d+|one|two|three|a few|ten|twenty|half an)\s*(?:min(?:ute)?s?|hours?) ago|an hour ago|this (?:morning|afternoon|evening)|现在|正在|这会儿|刚才|刚刚|啱啱|今晚|今天|马上|昨晚|昨天晚上)`;
/** Violence or threats against a person. */
const VIOLENCE =
  '(?:ถือไม้|(?:โดน|ถูก)\\S{0,4}ช็อตไฟ(?:ฟ้า)?|被电(?:击|棍)|\\bwent (?:at|for) (?:me|us|him|her|them|my \\w+) with\\b|(?:โดน|ถูก)มัด|被绑|\\btied (?:him|her|them|me|us) up\\b|被踢(?!出)|(?<!\\b(?:i|we) )\\bbroke (?:my|our|the) (?:[a-z]+ )?(?:windows?|windscreen|windshield|door|gate|glass)\\b|\\bset (?:fire to|on fire)\\b|ขู่(?!(?:ว่า)?(?:ถ้า[^\\n]{0,40}?)?(?:จะ)?(?:ฟ้อง|ไล่ออก|แจ้งความ|ยึด))|(?<!ไม่มีใคร|ไม่ได้|ไม่เคย)ทำร้าย|ตบ(?!ู)|(?<!เ|เกือบ|เกือบจะ)ตี(?!ความ|ย|(?:หนึ่ง|สอง|สาม|สี่|ห้า)(?!ที|ครั้ง))|(?<!แ)ต่อย|เตะ|(?<!รา)ชก|ผลัก|แทง|ยิง|ขว้าง|หัวแตก|หน้าแตก|ตัวเขียว|เขียวช้ำ|ฟกช้ำ|\\bdragged (?:\\w+ ){1,6}by (?:the |her |his |my )?hair\\b|ปากแตก|คิ้วแตก|ตาบวม|ทุบ|ฆ่า|มีด|ปืน|เผาบ้าน|น้ำกรด|อาละวาด|บีบคอ|ฟาด|เลือดออก|(?<!(?:\\bnever|\\bnot|\\bno|n\\x27t) )\\bhit(?!(?:-| and )run| by (?:a|the) (?:car|truck|bus|van|taxi|motorbike))(?! (?:my|our|his|her|the|a|their) (?:car|bike|motorbike|motorcycle|truck|van|scooter|house|wall|fence|gate|pole|tree|head|leg|knee)\\b)(?: (?:me|us|him|her|them|my|our|his|the|a|one of)\\b)|(?<!(?:\\bnever|\\bnot|\\bno|n\\x27t) )\\b(?:beat|punch|kick|(?<!\\ba )stab|threw|throw|threat(?!\\w*(?: \\w+){0,3} (?:that )?(?:he|she|they|it) (?:won\\x27t|will not|would not|wouldn\\x27t|will|would) (?:not )?(?:renew|pay|fire|sue|report|cancel|give|return|keep|evict|deduct|post|tell|raise|sack))(?!\\w*(?: \\w+)? to (?:sue|fire|dismiss|evict|report|post|raise|cut|terminate|take (?:me|us|him|her) to court|call (?:the )?police|complain|keep|charge|deduct|blacklist|cancel))|kill(?!ed (?:my|our|the) (?:dog|cat|chickens?|cows?|fish|plants?|trees?))|knife|gun|machete|petrol|glassed|fired a gun|bleeding|with (?:bats|sticks|knives|machetes|clubs|iron bars)|smash(?:ing|ed|es)? (?:everything|things|the|my|our)\\b|chok(?:e|ed|es|ing)\\b|strangl|slap|shov(?:e|ed|es|ing)\\b|push(?:ed|ing)? (?:me|us|him|her|them|my \\w+)\\b(?! (?:to|into) (?:sign|pay|agree|work|quit|resign|buy|sell|accept))|attack(?:ed|ing|s)? (?:me|us|him|her|them|my|our|by)\\b(?<!(?:my|our))|attack(?:ed|ing|s)? (?:my|our) (?!(?:dog|cat|pets?|car|bike|house|shop|chickens?|cows?|business|brand|reputation|website|page|post|computer|server|account|idea|work)\\b)|(?:sexually )?assault(?:ed|ing)? (?:me|us|my|our|by)\\b|rap(?:ed|ing) (?:me|my|her))|cut me(?! off| out)|\\b(?:split|cut|bruised|busted) (?:over |above |under )?(?:my|her|his) (?:lip|eye|face|head|nose)\\b|(?<!\\bi )broke my (?:arm|nose|jaw|ribs?|hand|finger|leg|teeth|tooth)|burn (?:down|my|our)|\\bacid\\b|威胁(?![^。，]{0,4}(?:告|起诉|开除|解雇|报警|不退|扣))|(?<!自己|没|没有|不|别|不敢)动手(?!术)|踢(?:我|门|打)|打我|打了我|被打|被[^，。！？]{0,6}打(?:了|伤|成)|打伤|(?<![不没别])打(?:人|她|他|孩子|小孩|老婆)(?!的?(?:电话|手机|微信|视频))|打断|推倒|推了我|把我推(?:到|在|向)|把(?:我|他|她|人|我们)[^，。！？]{0,4}打|打了(?:我|他|她)?一顿|(?:满脸|一脸|脸上都是|都是|一身)(?:是)?血|打死|流血|(?:皮带|鞭子)抽|抽(?:我|她|他|孩子)(?!烟|签|奖|查|空|屉)|砸|斩|撞门|(?<!知道[^，。！？]{0,12}会)杀|刀|枪|放火|掐|棍|巴掌|烧(?:我|房|店|车|死)|硫酸|强奸)';
/** A person held, in English: who the police may hold. */
const PERSON_EN =
  '(?:him|her|them|me|us|(?:my|our|his|her|the) (?:[a-z]+ ){0,2}?(?:husband|wife|son|daughter|brother|sister|friend|flatmate|roommate|housemate|classmate|boyfriend|girlfriend|gf|bf|mate|partner|colleague|workers?|staff|employees?|teacher|student|guest|tenant|neighbou?r|nanny|maid|helper|grandfather|grandmother|grandpa|grandma|aunt|father|mother|dad|mum|mom|manager|employee|worker|uncle|cousin|nephew|niece|fianc[eé]e?|driver|kids?|children|child|baby|family|accountant|boss|owner|guide|chef|cook|secretary|assistant|director|cleaner|nurse|housekeeper|client|customer|officer|brother[- ]in[- ]law|sister[- ]in[- ]law))';
/** Danger to a person: violence, threats, the police coming, a child on the way abroad. */
const DANGER = `(?:${VIOLENCE}|พัง|(?<!ให้)ตำรวจ(?:มา|จับ|ล้อม|บุก|ค้น|คุม|พาตัว)|(?<!ให้)ตำรวจ.{0,20}?(?:มาตรวจ|มาจับ|มาค้น|มาล้อม|บุกค้น)|จับตัว|(?<!เคย|คิดว่าจะ|กลัวว่าจะ|กลัวจะ|กลัว)ถูกจับ|(?<!เคย|คิดว่าจะ|กลัวว่าจะ|กลัวจะ|กลัว)โดนจับ|(?<!ประวัติ(?:การ)?(?:ถูก|โดน)?(?:ฝาก)?)ขัง|พาลูก|\\b(?:police (?:are|came|come|raided)|police took ${PERSON_EN}|police arrested (?!(?:the|a|that) )|arrest(?:ed)?(?! (?:the|a|that) )|detain|break my (?:door|window|arm|leg|neck|bones|face|head|things)|smash|hurt ${PERSON_EN})|砸|泼|警察(?:来(?![^，。！？\n]{0,12}(?:问|核实|了解|做笔录))|抓|带走|上门|(?:在|正在)?搜)|(?<!让[他她]?)被[^，。！？\\n]{0,6}抓(?!过)|扣留|扣押|被[^，。！？\\n]{0,8}带走)`;
/** Still going on, just now, today or tonight. */
const STILL =
  '(?:ขณะนี้|\\bat this moment\\b|คืนนี้|เมื่อคืน|ถึงคืนนี้|ไม่หยุด|(?:เมื่อ)?ตะกี้|ตะกี๊|เช้านี้|บ่ายนี้|เย็นนี้|ค่ำนี้|ตั้งแต่เช้า|ตั้งแต่(?:ตอน)?(?:\\d{1,2}|สอง|สาม|สี่|ห้า)?\\s?ทุ่ม|ตั้งแต่ตี(?:หนึ่ง|สอง|สาม|สี่|ห้า|\\s?\\d)|(?:ชั่วโมง|นาที)แล้ว|ยังอยู่|ยังยืน|ยัง\\S{0,16}อยู่|เมื่อกี้|เมื่อกี๊|เพิ่งโดน|(?<!ทุก)วันนี้|เมื่อเช้า|เมื่อบ่าย|ชั่วโมงก่อน|ชั่วโมงที่แล้ว|นาทีที่แล้ว|tonight|last night|still (?!(?:waiting|refusing|paying|working|living|owing|using|trying|asking|looking|thinking|hoping|getting|having|pending|going)\\b)(?:\\w+ing|here|there|outside|inside|around|drunk|angry|armed|parked|at (?:home|my \\w+|our \\w+|the (?:house|door|condo|room))|in (?:the|my|our) (?:house|room|condo|building|shop)|(?:has|have|got) (?:a|the|his|her) (?:knife|gun|machete))\\b|just now|today|(?:want|need|have) to (?:leave|get out|escape) now|\\d+ (?:minutes?|mins?|hours?) ago|(?:ten|five|twenty|thirty|a few|few) minutes ago|an hour ago|this (?:morning|afternoon|evening)|刚才|刚刚|现在就|还在|今天|今晚|明天还|今晚还|昨晚|昨天晚上)';
/** A number of days, up to a week, in Thai digits, Arabic digits or words. */
const DAYS_TH = '(?:[1-7๑-๗]|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด)';
/** A word of now on its own (not the "now" of "know"). */
const NOW_WORD = new RegExp(`(?<![a-z])${NOW}(?![a-z])`, 'u');
const THAI_LETTER = /[\u0E01-\u0E4E]/u;
/** A text without what it quotes ('…', "…", “…”, 「…」), and without an open quotation at its end. */
const withoutQuoted = (text: string) =>
  text.replace(/'[^']*'|"[^"]*"|“[^”]*”|「[^」]*」/gu, ' ').replace(/['"“「][^'"“”「」]*$/u, ' ');
/** The 20 characters before a quotation still open where the text ends. */
const QUOTED_BY = /([^'"“”「」]{0,20})['"“「][^'"“”「」]*$/u;
/** "But today …" after an old story: what follows is today's. */
const BUT_NOW = new RegExp(
  `(?:但是?|可是|不过|\\bbut\\b|แต่)[^.!?。！？\\n]{0,12}(?<![a-z])${NOW}(?![a-z])`,
  'u',
);
/** Within days: tomorrow, a weekday of this week, in a few days. */
const SOON = String.raw`(?:พรุ่งนี้|(?<!จนถึง|จน|ทุก)วันนี้(?!\S{0,6}วันที่)|มะรืน|คืนนี้|เช้านี้|บ่ายนี้|เย็นนี้|อีก\s*${DAYS_TH}\s*วัน|ภายใน\s*${DAYS_TH}\s*วัน|สัปดาห์นี้|อาทิตย์นี้|(?:ภายใน)?วัน(?:จันทร์|อังคาร|พุธ|พฤหัส(?:บดี)?|ศุกร์|เสาร์|อาทิตย์)(?:ที่จะถึง)?(?:นี้|หน้า)|ภายในวัน(?:จันทร์|อังคาร|พุธ|พฤหัส(?:บดี)?|ศุกร์|เสาร์|อาทิตย์)|tomorrow|(?<!(?:weeks|months|years) from )today(?! is (?:the )?\d)|tonight|this (?:afternoon|morning|evening)|day after tomorrow|(?:in|within) [1-7] days|(?:[1-7]|one|two|three|four|five|six|a couple of) days (?:away|from now|left)|in (?:two|three|four|five) days|(?:in|within) (?:24|48|72) hours|this week(?:end)?|(?<!\b(?:was|were|held|happened|last|ended|started|since|a|every)(?: on)? )\b(?:monday|tuesday|wednesday|thursday|friday|saturday)\b|明天|今天(?!是?\d+号)|后天|听日|后日|这周|本周|(?<![\d十百])[1-7一二三四五六七两]天(?:后|内|之内)|还有[1-7一二三四五六七两]天|(?<!上个?|上一个?)(?:下)?(?:周|星期|礼拜)[一二三四五六])`;
const SOON_WORD = new RegExp(`(?<![a-z])${SOON}(?![a-z])`, 'u');
/** A court, a summons, a hearing, a statement to give, a date to report or a deadline. */
const HEARING =
  '(?:ศาล|นัด|หมายเรียก|คำให้การ|\\b(?:hear|acknowledge) (?:the )?charges?\\b|\\b(?:have to|has to|must|need to|told to|asked to) appear\\b|ไกล่เกลี่ย|สืบพยาน|ไต่สวน|ให้ถ้อยคำ|พนักงานสอบสวน|บังคับคดี|ยึดทรัพย์|อายัด|รายงานตัว|อัยการ|ส่ง\\S{0,12}กลับประเทศ|court|(?<!disciplinary |internal |hr |company )hearing|(?<!free )trial(?! period)|(?:see|before|in front of) the judge|judge (?:wants|asked|ordered) (?:to see )?(?:me|us|him|her|them)\\b|prosecutor|enforcement officer|bailiff|seize|seizure|judgm?ent (?:reading|day)\\b|reading of the (?:judgm?ent|verdict)|verdict (?:is |will be )?(?:read|given|due)\\b|summons?|summoned|mediation|\\b(?:go|come) in for (?:an? )?(?:interview|questioning|statement)\\b|(?<!bank |account |financial |card |salary |tax )statement(?! (?:to|from|of|for) (?:my|the|our|a) (?:bank|card|account|insurance|accountant|landlord))|police (?:\\w+ ){0,3}(?:(?:asked|told|ordered|telling|tells|asking) (?:me|us|him|her|them|my \\w+) to (?:come|go|report|be|appear|show)|wants? (?:me|us|him|her|them|my \\w+)|summoned)|(?:go|come|be|show up|report|appear) (?:to|at|in) (?:the )?(?:(?:\\w+ )?police station|(?:\\w+ )?court|station)\\b|(?:must|have to|need to|told to|asked to) (?:go|come|be|show up|report|appear) (?:to|at|in) (?:the )?\\w+ station\\b|immigration (?:says|said|told|wants)|deport|appointment (?:with|at) (?:the )?(?:police|immigration|court|prosecutor)|police interview|police (?:\\w+ ){0,2}(?:said|say|says) (?:i|we|he|she|they) (?:must|have to|need to) (?:come|go|report)|(?:must|have to|has to) report (?:to (?:the )?(?:police|immigration|court|(?:[\\w-]+ ){0,2}station|prosecutor)|in person)|开庭|宣判|查封|อ่านคำพิพากษา|出庭|到庭|上法庭|传票|调解|笔录|法院|(?:去|到)[^。，]{0,6}(?:警察局|警局|派出所|海关)|(?:让|要|通知|叫)我[^。，]{0,10}(?:去|到)[^。，]{0,8}(?:警察局|警局|派出所|法院|移民局|海关)|通知[^。，]{0,4}报到|遣返)';
/** A country or "abroad", where a child may be taken. */
const ABROAD_TH =
  '(?:ต่างประเทศ|เมืองนอก|สิงคโปร์|ลาว|กัมพูชา|เขมร|พม่า|เมียนมา|มาเลเซีย|จีน|อินเดีย|ญี่ปุ่น|เกาหลี|เวียดนาม|อเมริกา|ออสเตรเลีย|อังกฤษ|ยุโรป)';
const ABROAD_ZH =
  '(?:台湾|香港|澳门|吉隆坡|槟城|金边|万象|仰光|国外|出国|出境|回国|印度|马来西亚|老挝|缅甸|柬埔寨|越南|新加坡|中国|美国|日本|韩国|欧洲|澳大利亚|英国)';

/**
 * Within one sentence. Thai ends no sentence with a full stop: a dot after a Thai letter closes an abbreviation
 * (สภ., ตม., ป.อ.).
 */
const SENTENCE = String.raw`(?:[^.!?。！？\n]|(?<=[\u0E01-\u0E4E])\.){0,60}`;
/** The gap between a word of now and a danger: shorter, as Thai runs clause after clause without a full stop. */
const NEAR = String.raw`(?:[^.!?。！？\n]|(?<=[\u0E01-\u0E4E])\.){0,40}`;

/** A child. */
const CHILD_TH = '(?:ลูก(?!หนี้|ค้า|จ้าง|ความ|บ้าน|ชิ้น|น้อง|พี่ลูกน้อง)|หลาน|บุตร(?!บุญธรรม)|ละอ่อน|อีหล่า|บักหำ)';
const CHILD_EN = String.raw`(?:wee one|little (?:one|fella|man|girl|boy)|bairn|kiddo|nipper|son|daughter|child|children|kids?|baby|toddler|boys?|girls?|pupil|grandson|granddaughter|\d+[- ]year[- ]old|\d+ ?(?:yo|y\/o|yrs? old))`;
const CHILD_ZH = '(?:女儿|儿子|孩子|小孩|宝宝|外孙|孙子|孙女|个女|个仔)';
/** On the way out of the country: an airport, a flight, a border. */
const DEPARTURE =
  "(?:สนามบิน|สุวรรณภูมิ|ดอนเมือง|ขึ้นเครื่อง|ตั๋วเครื่องบิน|ตั๋วบิน|เที่ยวบิน|ตั๋วไป|บินไป|ด่าน(?!ตรวจ)|สะพานมิตรภาพ|ข้ามโขง|ข้าม(?:ไป)?(?:ฝั่ง)?(?:ลาว|เวียงจันทน์|เขมร|กัมพูชา|ปอยเปต|พม่า|เมียวดี|ท่าขี้เหล็ก|มาเล)|airport|suvarnabhumi|don mueang|\\bferry\\b|\\bpier\\b|speedboat|boarding|flight|\\b(?:at|through) the gate\\b|\\bcheck(?:ing|ed)? in\\b|\\b(?:they|he|she|will|'ll) fly (?:to|out)\\b|\\bfly(?:ing)? (?:them|him|her|the (?:kids?|children|baby)) (?:to|out)\\b|border|checkpoint|friendship bridge|one[- ]way tickets?|\\bacross the (?:bridge|border|river)\\b|tickets? (?:to|for)|cross(?:ing|es)? (?:to|into|over|at)|out of (?:the country|thailand)|ท่าเรือ|\\blaos bridge\\b|机场|机票|航班|口岸|边境|友谊桥|素万那普|廊曼)";
/** A child's thing, not the child: "my kid's toy gun was seized at the airport". */
const CHILDS_THING =
  /\b(?:kids?|child|children|son|daughter|baby|toddler)'s (?:toys?|toy gun|stroller|pram|scooter|bike|ipad|tablet|phone|bottle|milk|formula|medicine)\b/u;
/** A country a child may be taken to, in English. */
const COUNTRY_EN =
  '(?:laos|cambodia|myanmar|burma|malaysia|singapore|china|india|vietnam|russia|dubai|japan|korea|taiwan|hong kong|australia|new zealand|america|the us|the usa|the states|canada|the uk|england|scotland|ireland|germany|france|italy|spain|sweden|norway|denmark|finland|the netherlands|holland|belgium|switzerland|austria|israel|europe|the philippines|indonesia|his country|her country|his home country|her home country)';
/** Fled from someone: run away, got out, escaped. */
const FLED =
  '(?:หนีออกมา|หนี\\S{0,8}มา(?:อยู่|หลบ|นอน|พัก|ค้าง|อาศัย)|วิ่งมาหลบ|วิ่งหนี(?:ลง)?มา|หนีลงมา|\\b(?:i|we)(?: \\w+)? (?:fled|escaped|ran away)\\b|\\bran away from (?:him|her|them|home)\\b|\\b(?:ran|run|running|fled) (?:with [^.!?]{0,25}? )?to (?:the |a |my |our |her |his )?(?:neighbou?rs?|friend)|\\b(?:ran|run|running) (?:to (?:the |a |my |our )?(?:neighbou?rs?|friend|police)|out (?:of the (?:house|room|condo)|with the (?:kids?|baby|children)))|got out of the (?:house|room|condo)|\\bran out (?:to|into|of) (?:the|a) (?!(?:money|time|petrol|gas|battery|cash|stock)\\b)|\\b(?:(?:don\\x27t|do not|can\\x27t|cannot|won\\x27t|will not|(?:too )?(?:scared|afraid) to)(?: want to)? go|(?:i\\x27m|i am|we\\x27re|we are) not going) back (?:up|in|inside|home|there|to (?:the|my|our) (?:house|room|condo|flat|apartment))\\b|ไม่กล้า(?:กลับ|เข้า)(?:บ้าน|ห้อง|ไป|(?=\\s|$|ค่ะ|ครับ|คะ|เลย))|วิ่งออกมา(?:นั่ง|อยู่|หลบ|ยืน)|不敢回(?:家|去)|\\b(?:i|we) left (?:home|the house|the condo) (?:with|at|after|last night|this morning)\\b|\\b(?:i|we) left with (?:only|just|nothing)\\b|\\b(?:i\x27m|i am|we\x27re|we are) (?:now |staying |sleeping |hiding )?(?:at|in) (?:my|a|our) (?:\\w+ )?(?:friend|neighbou?r|sister|brother|mother|mum|mom|parents|cousin|aunt)(?:\x27s|s)?\\b(?! (?:wedding|birthday|party))|\\b(?:just )?got away from (?:him|her|them|my \\w+)\\b|\\b(?:i\x27m|i am|we\x27re|we are) (?:sitting|waiting|hiding|sleeping) in (?:a|the|my|our) (?:hotel|car|lobby|car park|parking lot|taxi|hospital|7-eleven|petrol station|gas station)\\b|\\b(?:we\x27re|we are|i\x27m|i am) (?:sleeping|hiding) (?:at|with|in) (?:my|a|our|the) (?:\\w+ )?(?:friend|neighbou?r|sister|brother|mother|mum|mom|parents|cousin|aunt|temple|shelter)|\\b(?:i\\x27m|i am|we\\x27re|we are) (?:now |sitting |waiting |standing )?(?:at|in|outside) (?:a|the|my|our) (?:car at (?:a |the )?)?(?:7[- ]?(?:eleven|11)|petrol station|gas station|temple|bus station|hotel lobby|lobby|car park|parking lot)\\b|\\b(?:kicked|threw|thrown) (?:me|us) out\\b|我[^。，]{0,8}(?:逃|跑)出来|刚(?:从[^，。！？\\n]{0,6})?跑出来|逃出来|逃了出来)';
/** Hiding or shut in, someone at the door or following: a danger still there. */
const THERE =
  "(?:หลบอยู่|อยู่ตรงนี้แล้ว|อยู่หน้าบ้าน(?:แล้ว)?|มาถึงหน้า(?:บ้าน|ห้อง|หอ)|\\b(?:is|are|'s|'re) (?:in|at) (?:the )?(?:corridor|hallway|stairwell|stairs|lobby|car ?park|carpark|parking lot) with (?:a |his |her )?(?:knife|gun|machete|bat|stick|friends)\\b|\\bknocking (?:on )?(?:my|our|the) (?:\\w+ )?door\\b|(?:อยู่|หลบ|ซ่อน|ขังตัว)(?:อยู่)?ใน(?:ห้องน้ำ|ห้องนอน|ตู้เสื้อผ้า|รถ)|\\b(?<!was |were |been )locked in (?:the|my|our) (?:bathroom|toilet|bedroom|room|car|wardrobe)\\b|\\bwith the doors? locked\\b|ซ่อนอยู่|ขังตัวอยู่|ล็อคประตู|ล็อกประตู|(?:รอ|ยืน|ดัก|จอดรอ)(?:ตะโกน|ด่า|โวยวาย)?อยู่หน้า|(?:ตะโกน|โวยวาย)อยู่หน้า|(?:นั่ง|ยืน)?เฝ้าอยู่หน้า(?:ห้อง|บ้าน|ประตู)|(?:รอ|ยืน|ดัก|จอดรอ|ถือ\\S{0,8}ยืน)หน้า(?:บ้าน|หอ|ห้อง|ร้าน|ที่ทำงาน|คอนโด|ประตู|ซอย|รั้ว|โรงเรียน|ร\\.ร\\.)|(?:ดัก|มา)(?:รอ|ยืน|จอด)(?:อยู่)?หน้า(?:บ้าน|หอ|ห้อง|ร้าน|ที่ทำงาน|คอนโด|ประตู|ซอย|รั้ว)|ตาม(?:ฉัน|ผม|เรา|หนู|ดิฉัน|ชั้น)มา|ขับรถตาม|\\b(?:i'm|we're|i am|we are) hiding\\b|\\bhiding (?:in|from|at|under)\\b|\\blocked in with\\b|\\b(?:i'm|we're|i am|we are) (?:in|locked in|hiding in) the (?:bathroom|toilet|bedroom|car|wardrobe)\\b|\\blocked myself in\\b|\\b(?:has |have )?(?:shut|locked) (?:himself|herself|themselves|ourselves) in\\b|\\block(?:ed)? (?:the|my) (?:door|room)\\b|\\b(?:outside|in front of) (?:my|the|our) (?:\\w+ )?(?:door|house|room|office|shop|condo|gate|building|work|workplace|school|hotel|apartment|flat)\\b|\\bat (?:my|our|the) (?:front )?(?:door|gate|window)\\b|\\bwaiting (?:downstairs|outside)\\b|\\bkeeps? (?:banging|hitting|kicking|following)\\b|\\bfollowing (?:me|us)\\b|\\bkeeps? (?:calling|texting|messaging|ringing)\\b|\\bknows? (?:where (?:i|we) (?:am|are|live|stay)|what ward|which (?:room|ward|hotel))\\b|\\bwaiting for (?:me|us) (?:outside|downstairs|at|in front)\\b|躲在|匿(?:咗|埋)?喺|堵在|还在[^，。！？\\n]{0,4}?(?:屋里|家里|房间里|门口|楼下)|不敢出(?:去|门)|锁在(?:卧室|房间|厕所|浴室|卫生间|屋里|车里)|在外面(?:砸|踢|敲|骂|喊)|ล้อม(?:หน้า)?(?:บ้าน|ร้าน|ห้อง)|ล็[อ]?[คก](?:ห้อง|ตัว)|\\b(?:is|are|'s|'re) outside (?:yelling|shouting|screaming|banging|waiting|with)\\b|守在|一直在(?:砸|打|踢|敲|骂)|还在(?:后面)?追|到处找我|[他她]们?(?:还)?在(?:我家)?楼下)";
/** Planning a trip with a child, no flight against anyone's will. */
const PLANNING =
  /(?:(?<!\b(?:steps|action|actions|measures|what) )\b(?:can|could|may) (?:i|we|my|our|the|he|she) (?:\w+ )?(?:take|bring|fly)\b(?! (?:steps|action|legal action|measures)\b)|\bwhat if\b|\bsomeday\b|\bto (?:see|visit) (?:my|our) (?:parents|family|grandparents)\b|\bif (?:we|i) (?:divorce|separate|split)\b|\bover (?:christmas|new year|songkran|the holidays|summer|the break)\b|\bfor (?:xmas|christmas|the holidays|hols|new year|songkran|summer)\b|\bat (?:christmas|xmas|new year|songkran|easter)\b|\bfor a fortnight\b|\bschool hols\b|\b(?:i've|i have|we've|we have|already) signed (?:the )?consent\b|\bi (?:said ok|agreed)\b|\bfor (?:two|three|four|a few|\d+) weeks\b|\b(?:for|to) (?:a |the )?(?:family )?(?:wedding|funeral)\b|\bin (?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\btalked about\b|\bfor (?:the )?(?:songkran|christmas|new year|summer|school)(?: holidays?| break)?\b|\b(?:are|am|'re|'m) planning to\b|\b(?:in|during|over) the (?:\w+ )?(?:break|holidays?|vacation)\b|\ballowed to take\b|(?<!ไม่)อยาก(?!ถาม|รู้|ทราบ|ปรึกษา|สอบถาม|ยื่น|ฟ้อง|แจ้งความ|ให้ศาล)|ช่วง(?:ปิดเทอม|สงกรานต์|ปีใหม่|วันหยุด)|ปิดเทอม|เดือนหน้า|ปีหน้า|หนังสือยินยอม|(?:มกรา|กุมภา|มีนา|เมษา|พฤษภา|มิถุนา|กรกฎา|สิงหา|กันยา|ตุลา|พฤศจิกา|ธันวา)(?:คม|ยน|พันธ์)?นี้|\b(?:for (?:a |the )?(?:holiday|holidays|vacation|christmas|summer)|should i (?:agree|let|sign)|if (?:he|she|her \w+|his \w+) agrees|next (?:month|year|summer|christmas|songkran|new year|easter|holidays?|school (?:break|holidays?))|(?:i|we) (?:\w+ )?(?:want|would like|plan|are planning) to (?:take|bring|fly)|in (?:\d+|two|three|a few) (?:weeks|months)|school (?:break|holidays?|trip))\b|(?<!(?:讲|说)过|别|休)想(?!问|知道|请教|咨询|了解|请问)|暑假|寒假|放假|过年|探亲|旅游|下个月|明年)/u;

/** The news, or a story of others seen or read: nobody who writes is in danger. */
const NEWS =
  /(?:ข่าว|เห็นคลิปใน|网上看到|刷到|短视频|转发|朋友跟我(?:说|讲)|\bnews\b|\b(?:saw|read|watched) (?:it )?(?:on|in) (?:the )?(?:tv|facebook|tiktok|paper)\b|新闻|看到报道)/u;

/** Going to a court to file or to watch, its judgment received, a threat to sue: no hearing of one's own. */
const FILING =
  /(?:ไปยื่น(?!คำให้การ)|ไปศาลยื่น(?!คำให้การ)|ศาลยื่น(?!คำให้การ)|ยื่นฟ้อง|ยื่นคำร้อง|(?<!บริษัท|นายจ้าง|เจ้านาย|เขา|เจ้าของ|คู่กรณี|อีกฝ่าย)แจ้งความ|to file(?! (?:an?|the|my|our) (?:answer|defen[cs]e|response|reply))|file (?:a|the|my)(?! (?:answer|defen[cs]e|response|reply))|to register|to report (?:the|a|my|it|that)|take (?:me|us|him|her|them) to court|to sue|to make a (?:report|complaint)|to get a (?:police )?report|\bto (?:pick up|collect|get back|pay (?:a|the|my|for)|pay at)\b|登记|旁听|递交|起诉书|判决书|(?<![人他她方])报(?:了)?案)/u;

/** A hearing already held: it went well, it is over, the case was dismissed. */
const HEARING_DONE =
  /\b(?:(?:was|were|got|been) (?:postponed|adjourned|rescheduled)(?![^.!?]{0,25}\b(?:tomorrow|this (?:monday|tuesday|wednesday|thursday|friday|saturday|week)|the day after)\b)|went (?:very |really |quite |pretty )?(?:well|fine|badly|ok|okay)|(?:is|was) over|ended|finished|dismissed|approved|was (?:held|today|yesterday)|won|lost|judgm?ents?(?! (?:reading|day)\b)|verdict|ruling|(?:gave|granted|awarded) (?:me|us|him|her|them))\b|รอลงอาญา|ยกฟ้อง|做了笔录|做完笔录|办完|办好了/u;

interface Rule {
  pattern: RegExp;
  /** Someone held by the police: it does not count once they are out (`RELEASED`). */
  custody?: true;
  /** Says what is true now (still held, still needs bail): words of the past before it do not silence it. */
  present?: true;
  /** Carries its own day (today, tomorrow): words of the past after it tell of something else. */
  dated?: true;
  /** Counts only when this is also in the text (anywhere). */
  alsoIn?: RegExp;
  /** Does not count when this is in the text. */
  unless?: RegExp;
  /** Does not count when this is in the words that matched or right around them. */
  notIn?: RegExp;
}

const URGENT: readonly Rule[] = [
  // Arrested, held, bail.
  {
    pattern:
      /(?<!คิดว่าจะ|กลัวว่าจะ|กลัวจะ|กลัว)(?:ถูก|โดน)\s*(?:ตำรวจ|ทหาร|ตม\.?|เจ้าหน้าที่|ทหารกับตำรวจ|ตำรวจกับทหาร)?\s*(?:จับ|รวบ(?:ตัว)?|ควบคุมตัว|คุมตัว|กักตัว|arrest|hold\b|โฮลด์|พา(?:ตัว)?ไป(?:โรงพัก|สน\.?|สภ\.?|สถานี))(?!ได้|ผิด|ปลา)/u,
    custody: true,
  },
  {
    pattern: /(?:อยู่|ถูกขัง|ขังอยู่|นอน)(?:ที่|ใน)?\s*(?:โรงพัก|สน\.|สภ\.|สถานีตำรวจ|ห้องขัง|ด่านตรวจ(?=\S{0,6}ไม่ให้))/u,
    custody: true,
    unless:
      /(?:(?:รับราชการ|ทำงาน|แม่บ้าน|ทำความสะอาด)(?:ที่|อยู่|ใน){0,2}\s*(?:โรงพัก|สน\.|สภ\.|สถานีตำรวจ)|รับราชการตำรวจ|เป็น(?:ตำรวจ|นิติกร|เจ้าหน้าที่|ข้าราชการ|ล่าม|ยาม|รปภ))/u,
  },
  { pattern: /(?:ตำรวจ)?(?:พาตัว(?!เอง)|คุมตัว|เชิญตัว|เอาตัว(?!รอด|เอง))\S{0,12}?(?:ไป|มา|ไว้)/u, custody: true },
  {
    pattern:
      /(?:ตำรวจ|ตร\.|ทหาร|ตม\.?|ตรวจคนเข้าเมือง)\s*(?:\S{0,16}?)(?:คุม|กักตัว|กัก|กัน|hold|โฮลด์)(?:ตัว)?\S{0,10}?ไว้/u,
    custody: true,
  },
  { pattern: /(?<!ค้ำ)ประกันตัว/u, custody: true, unless: /(?:ตัดสินจำคุก|พิพากษาจำคุก|ระหว่างอุทธรณ์|ระหว่างฎีกา)/u },
  {
    pattern:
      /(?:ตำรวจ|ตร\.)[^\n]{0,40}(?:พา|เอา|หิ้ว)(?:ตัว)?(?:ลูก|สามี|แฟน|พี่|น้อง|พ่อ|แม่|เพื่อน|ผัว|เมีย|หลาน)\S{0,10}(?:ขึ้นรถ|ไปโรงพัก|ไป สน|ไปสน|ไปสภ)/u,
    custody: true,
  },
  {
    pattern: /ถ้า\S{0,8}?ไม่(?:โอน|จ่าย|ให้เงิน)[^\n]{0,40}(?:โพส|ปล่อย|แฉ|ประจาน|ส่งให้)/u,
    alsoIn: /(?:รูป|คลิป|วิดีโอ|วีดีโอ)/u,
  },
  // Remanded, a release waited for, the family kept from seeing the person held.
  {
    pattern: /(?:ฝากขัง|(?:ถึงจะ|จะได้|ถึงจะยอม)ปล่อย(?:ตัว)?|ไม่ให้(?:เข้าไป)?(?:เจอ|พบ|เยี่ยม)|กันตัวไว้)/u,
    custody: true,
    alsoIn: /(?:ตำรวจ|ตร\.|ตม\.|ตรวจคนเข้าเมือง|ทหาร|เจ้าหน้าที่|โรงพัก|สน\.|สภ\.|ศาล|ด่าน)/u,
    unless: /(?:ของติด|สินค้า|ตู้คอนเทนเนอร์|พัสดุ)/u,
  },
  {
    pattern:
      /(?:วางเงินประกัน|(?:มีคน)?ไปประกัน(?!ภัย|ชีวิต|สังคม|สุขภาพ)|ยังไม่ได้ประกัน|ยังไม่ได้ออกมา|ยังไม่กลับ|ยังไม่ออกมา|ป่านนี้ยังไม่(?:ได้)?(?:ออก|กลับ)|ยังถูกขัง|ยังไม่ได้กลับ|ยังไม่ให้กลับ|ไม่(?:ยอม)?ให้(?:กลับ|ไป|ออก)(?!ต่างประเทศ|เที่ยว)|ยังไม่(?:ยอม)?ปล่อย|ไม่ยอมปล่อย|นอนห้องขัง|นอนคุก)/u,
    custody: true,
    present: true,
    alsoIn:
      /(?:ตำรวจ|ตร\.|โรงพัก|สน\.|สภ\.|ตม\.|ขัง|ถูกจับ|โดนจับ|ประกันตัว|สอบปากคำ|ให้ปากคำ|พนักงานสอบสวน|แจ้งข้อกล่าวหา|เจ้าหน้าที่|ศุลกากร|ทหาร|เชิญตัว)/u,
  },
  {
    pattern:
      /\b(?:(?:was|been|got|is|were) (?:just )?arrested|detained|in (?:police |immigration )?custody|held at (?:the )?police|spent (?:the|a|one|two|three|\d+) nights? in (?:a |the )?(?:cells?|jail|custody|lock-?up)|bail (?:is |was )?set at|\d[\d,]* baht (?:for )?bail|bail money(?! back)|at (?:the )?(?:[a-z]+ )?police station|(?:taken|picked up|held) by (?:the )?(?:police|cops|soldiers|army|immigration)|need bail|bail (?:him|her|my|tonight))\b/u,
    custody: true,
    unless: /\b(?:work|works|worked|working)\b[^.!?]{0,12}\b(?:at|in|for) (?:a |the )?(?:[a-z]+ )?police\b/u,
    // A theft reported at the station: nobody is held there.
    notIn:
      /\b(?:report(?:ed|ing)?|fil(?:ed|ing)) (?:it |this |that |them |the (?:theft|loss|crime|case) )?at (?:the )?(?:[a-z]+ )?police station|\b(?:giv(?:e|ing|en)|gave|made|making) (?:my |a |the |our )?statements? at (?:the )?(?:[a-z]+ )?police station\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:he|she|they|i|we|${PERSON_EN})(?: is| are| am|'s|'re|'m)? (?:now )?in (?:the )?(?:jail|prison|police station|cell|custody|idc)\b(?=[^.!?]{0,30}\b(?:now|since (?:yesterday|last night|this morning|\d+ days?|two days|three days|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|tonight|today)\b)`,
      'u',
    ),
    custody: true,
    present: true,
    unless: /\b(?:sentenced|serving|convicted)\b/u,
  },
  {
    pattern:
      /\b(?:still (?:in (?:the )?(?:cells?|jail|custody|prison|idc|(?:police )?station)|detained|at the (?:\w+ )?station)|needs? bail)\b/u,
    custody: true,
    present: true,
    unless: /\b(?:sentenced|serving|convicted)\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:(?:is|are|'s|'re) (?:now |still )?(?:in (?:the )?(?:[a-z]+ ){0,3}(?:jail|cell(?! ?phone)|remand|idc|detention)|behind bars|locked up)|(?:he|she|they|i|we|${PERSON_EN}) (?:is |are |am |'s |'re |'m )?being (?:held|detained|(?:questioned|interrogated) (?:by (?:the )?(?:police|immigration|soldiers)|at the (?:police )?station))|(?:police|they|cops|immigration) (?:just )?arrested ${PERSON_EN})\b`,
      'u',
    ),
    custody: true,
    unless: /\b(?:sentenced|serving|convicted)\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:won't|will not|would not|wouldn't|don't|do not|didn't|doesn't|not) (?:let (?:him|her|them) (?:go|leave)|release (?:him|her|them))\b|\b(?:he|she|they|him|her|them|${PERSON_EN}) (?:was |were |has been |got )?taken to the (?:police )?station\b|\bbail (?:request|application|hearing)\b`,
      'u',
    ),
    custody: true,
    alsoIn: /\b(?:police|cops|station|cell|custody|immigration|checkpoint|arrest\w*|caught|bail)\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:police|cops|immigration|soldiers|customs(?: officers)?)\b[^.!?]{0,15}\b(?:picked up ${PERSON_EN}|(?:are|is) (?:holding|keeping) ${PERSON_EN}|kept ${PERSON_EN}|put ${PERSON_EN} in)\b|\b(?:police|officers|cops|soldiers|immigration|they)\b[^.!?]{0,60}\btook ${PERSON_EN} to the (?:police )?station\b|\bput ${PERSON_EN} in (?:the )?(?:idc|cell|jail|detention)\b|\b(?:police|cops|immigration|soldiers) (?:still )?(?:have|has|have got|got) ${PERSON_EN}\b|\bin the back of (?:a|the) police (?:car|van|truck)\b|\b(?:held|kept|locked up) (?:overnight |for the night )?(?:at|in) (?:the )?(?:[a-z]+ ){0,3}(?:police station|station|cell|jail)\b|\bin (?:the )?(?:cells?|lock-?up|jail|police station) (?:overnight|all night|for the night)\b|\b(?:how (?:do|can|to) (?:we|i) )?(?:get|post|pay|arrange|raise|find) (?:the |his |her |their )?bail(?! (?:money )?back)(?: money)?\b|\b(?:police|cops|immigration|soldiers)\b (?:\w+ )?(?:catch|caught|catched|arrest) ${PERSON_EN}\b|\b(?:be|been|get|got|was|is|were) (?:catch(?:ed)?|caught|arrest) by (?:the )?(?:police|immigration|soldiers)\b|\b(?:get|got) arrest\b|\b(?:police|immigration|soldiers)\b[^.!?]{0,40}\bwants? to (?:take|arrest|detain) ${PERSON_EN}|\b(?:police|cops|immigration|soldiers|officers)\b (?:just )?(?:took|picked up|grabbed|dragged|took away) ${PERSON_EN}\b|\b(?:to|before they|won't|will not) (?:let|release) (?:him|her|them|${PERSON_EN}) (?:go|out)\b(?=[^.!?]{0,80}\b(?:police|station|cell|custody|immigration)\b)|\b(?:has|have|'s|'ve) been (?:at|in) (?:the )?(?:\w+ )?(?:police )?station since\b|\block(?:ed)? ${PERSON_EN} up\b|\bheld at [a-z ]{0,20}(?:station|idc|immigration)\b|\b(?:has|have|'s|'ve) been (?:held |locked up |kept )?in (?:a |the )?(?:[a-z]+ ){0,2}(?:cell|jail|custody|detention|idc)\b|\b(?:police|cops|they|immigration)(?: are| is|'re|'s)? holding ${PERSON_EN}`,
      'u',
    ),
    custody: true,
  },
  {
    pattern:
      /(?<!(?:货|货物|集装箱|柜子)[^，。！？\n]{0,6}|让[他她]?)被(?:警察|移民局|海关)?(?:抓|逮捕|拘留|扣留|关)(?!过)|拘留中心|(?:小房间|小黑屋|办公室)[^。！？\n]{0,24}不让(?:我|他|她)?(?:们)?走|把(?:我|他|她|人|儿子|女儿|老公|老婆|丈夫|妻子|弟弟|哥哥|姐姐|妹妹|朋友|孩子)[^。！？，\n]{0,6}带上(?:了)?车|被(?:警察|军人|移民局|海关)?拦(?:下|住)|(?:要|得)?在(?:里面|警局|警察局|派出所)过夜|不让(?:我|他|她)?(?:上飞机|登机|出境)|被带到|关起来|关押|拘押|保释|(?:关|扣|押|留)在(?:警察局|警局|派出所)|带(?:到|去|回)[^。！？\n]{0,6}(?:警局|警察局|派出所|移民局)|(?:警察|警方|移民局|军人)[^。！？，\n]{0,10}(?:不让[他她我]?(?:们)?(?:走|离开|回家)|扣下|扣住)|(?:被|俾)(?:警察|警方|移民局|军人)(?:带|拉|抓)走|(?:警察|警方|移民局|军人)(?:把)?(?:我|他|她)[^。，]{0,6}带走|被(?:警察|移民局|军人|海关|人)[^。！？，\n]{0,6}扣下/u,
    custody: true,
  },
  {
    pattern: /(?:不(?:肯)?放人|才(?:肯)?放人|不然不放)/u,
    custody: true,
    alsoIn: /(?:警察|警方|警局|派出所|移民局|军人|海关|保安|关在)/u,
  },
  {
    pattern:
      /(?:还在|关在|(?<!国)人在|关了)[^。！？，\n]{0,6}(?:警局|警察局|派出所|拘留所|移民局|一晚)|还没(?:被)?放出来|保(?:他|她)出来/u,
    custody: true,
    present: true,
  },
  {
    pattern:
      /(?:\bwarrant (?:out )?for (?:my|his|her|their) arrest\b|\barrest warrant (?:out )?(?:for|against) (?:me|us|my \w+)\b|(?:มี|ออก)หมายจับ(?:ฉัน|ผม|หนู|เรา|สามี|แฟน|ลูก|พ่อ|แม่|พี่|น้อง)|发逮捕令|对我发了?逮捕令)/u,
  },
  {
    pattern: /(?:ตำรวจ|เจ้าหน้าที่)[^\n]{0,40}?พา[^\n]{0,40}?ไป(?:โรงพัก|สน\.?|สภ\.?|สถานีตำรวจ|สอบปากคำ)/u,
    alsoIn:
      /(?:ยังอยู่(?:ที่)?(?:นั่น|โรงพัก|สน|สภ|สถานี)|ยังไม่(?:ยอม)?(?:ให้|ปล่อย)\S{0,8}(?:กลับ|ออก|ไป)|ยังไม่(?:ได้)?(?:กลับ|ออกมา))/u,
    custody: true,
    present: true,
  },
  // Held by officers, told plainly: taken, kept overnight, at the station, stopped from leaving.
  {
    pattern: new RegExp(
      String.raw`\b(?:police|cops|officers|immigration|soldiers)\b[^.!?]{0,80}\b(?:took|take|taking|takes|picked up|grabbed|dragged)\b (?:away )?(?:${PERSON_EN}|(?:all|several|some|\d+|two|three|four|five|six|seven|eight|nine|ten) (?:the |of the )?(?:\w+ )?(?:workers|people|men|women|staff))\b|\bkept ${PERSON_EN} (?:overnight|for the night|all night)\b|\b(?:he|she|they|${PERSON_EN})(?:'s| is| are|'re) (?:still )?(?:at|in) the (?:\w+ )?station\b|\b(?:stopped|stop) ${PERSON_EN} (?:from )?(?:flying|leaving|boarding|getting on)\b|\b(?:stuck|held|locked|kept) (?:in|at) (?:the |a )?(?:immigration|police|back) (?:room|office|cell|station)\b|\b(?:they|customs|officers|police|immigration)(?: have|'ve)? kept ${PERSON_EN} in (?:an?|the) (?:\w+ )?(?:office|room)\b(?=[^.!?]{0,40}\b(?:since|ever since|now|still)\b)|\b(?:officers|police(?:men)?|cops)\b[^.!?]{0,60}\basked (?:${PERSON_EN}|(?:our|my|his|her|the) [a-z]+) to (?:accompany|go with|come with) them\b(?=[\s\S]{0,120}\b(?:(?:still )?(?:has|have)(?: still)? not (?:returned|come back|been back)|(?:hasn't|haven't) (?:returned|come back)|still (?:not back|there))\b)|\b(?:must|has to|have to|will have to|(?:i|we|he|she|they) (?:must )?stay|(?:can't|cannot) (?:go home|leave)) (?:stay )?(?:there |here |at the station |in the cell )?(?:until|till) (?:someone|we|the company|a relative|his family|her family|you|(?:his|her|the) (?:\w+ )?bill) (?:brings?|pays?|posts?|puts? up|is paid)(?: (?:the |his |her )?bail)?\b|(?<=\b(?:police|warrant|officers?|immigration)\b[\s\S]{0,200})\b(?:they're|they are) taking ${PERSON_EN} (?:with them|away|to the (?:police )?station)\b|(?<=\b(?:police|immigration|officers|cops)\b[\s\S]{0,120})\b(?:put|puts|putting) (?:${PERSON_EN}|(?:my|our|his|her|the) [a-z]+(?: [a-z]+)?)(?: and [^.!?]{0,30}?)? in (?:the|a) (?:pickup|van|police car|truck|car)\b|\b(?:drive|drives|driving) (?:them|him|her|${PERSON_EN}) to the (?:police )?station\b|\b(?:he|she|they)(?:'s| is| are|'re) (?:in|kept in|held in) (?:a|the|an) (?:\w+ )?(?:room|office) at the (?:port|airport|station|immigration|border|checkpoint)\b(?=[^.!?]{0,30}\bsince\b)|\b(?:bring|brings|bringing) ${PERSON_EN} to the (?:police )?station\b(?=[\s\S]{0,120}\b(?:since|still|here|now)\b)`,
      'u',
    ),
    custody: true,
    unless: /\b(?:work|works|worked|working)\b[^.!?]{0,12}\b(?:at|in|for) (?:a |the )?(?:[a-z]+ )?police\b/u,
  },
  {
    pattern:
      /\b(?:won't|don't|doesn't|do not|will not|didn't) let (?:me|us|him|her|them) (?:leave|go|call|board|fly|out|see (?:him|her|them))\b|\b(?:sitting|waiting|stuck|held|kept) in (?:a|the) (?:little |small |back |side )?room (?:with|at|of) (?:the )?(?:immigration|police|customs|officers)\b/u,
    custody: true,
    alsoIn: /\b(?:police|cops?|officers?|immigration|soldiers|station|airport|custody|cell)\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:been|sat|sitting|kept|held|waiting) (?:there|in there|(?:at|in) the (?:\w+ )?station) (?:for )?(?:\d+|two|three|four|five|six|several|many) hours\b|\bor (?:he|she|they|${PERSON_EN}) (?:stays?|sleeps?|spends?) (?:the night|overnight|in (?:the )?(?:cells?|jail|station))\b|\b(?:took|have|has|kept)\b[^.!?]{0,30}\band (?:him|her|them)(?: too| as well)\b|\b(?:won't|will not|don't|doesn't|do not) let ${PERSON_EN} (?:go|leave)\b(?=[^.!?]{0,30}\b(?:till|until|unless)\b)`,
      'u',
    ),
    custody: true,
    alsoIn: /\b(?:police|cops?|officers?|immigration|station|soldiers)\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:sent|taken|moved|transferred|took|take|takes|put)(?: (?:him|her|them|${PERSON_EN}))? to (?:the )?(?:idc|immigration detention|detention|remand|jail|prison|lock-?up)\b|\b(?:held|kept) (?:in|at) (?:the )?(?:immigration |police )?(?:lock-?up|idc|detention (?:centre|center|room))\b|\bbeing (?:processed|booked|fingerprinted|charged) (?:at|in|by) (?:the )?(?:\w+ )?(?:station|police|immigration)\b|\b(?:held|kept|locked up) (?:overnight|for the night|since (?:last night|yesterday|this morning))\b(?! (?:at|in) (?:the )?(?:hospital|clinic|ward))|\b(?:he|she|they|${PERSON_EN})(?:'s| is| are|'re) (?:still )?in the (?:\w+ )?room at the (?:\w+ )?station\b`,
      'u',
    ),
    custody: true,
  },
  // Held for money: a ransom, a person kept until a debt is paid.
  {
    pattern:
      /\b(?:want|wants|asking|demand(?:ing|s)?)\b[^.!?]{0,30}\bto (?:release|free|let (?:him|her|them) go)\b|\b(?:nobody|no one) (?:goes|leaves|can leave|is leaving) (?:until|till)\b|\b(?:he|she|they) (?:stays?|stay) in (?:till|until)\b|\bpadlock(?:ed)?\b[^.!?]{0,60}\b(?:is|are|'s|'re) (?:in there|inside|still in)\b/u,
    custody: true,
  },
  // An answer or appearance due today or tomorrow.
  {
    pattern:
      /\b(?:today is (?:the )?(?:last )?day(?: \d+)?|(?:the )?last day is (?:today|tomorrow|(?:this (?:coming )?)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))|deadline is (?:today|tomorrow)|(?:due|expires?) (?:today|tomorrow))\b/u,
    alsoIn: new RegExp(HEARING, 'u'),
  },
  // Held in a room of officers: a cell, a back room, a station where one sits and waits.
  {
    pattern:
      /\b(?:in|into) (?:the |a |their )?(?:cells?|holding cell|lock-?up|back room|back office|small room|interview room|office there)\b|\bin their office\b|\b(?:driven|taken|brought|taking (?:me|him|her|them)) to the (?:\w+ )?station\b|\bin the back of (?:a|the) police (?:car|van|truck|pickup|pick-up)\b|\b(?:sitting|waiting|stuck|held) at the (?:\w+ )?station\b|\bat (?:\w+ )?(?:police )?station now\b|\bdrove (?:me|him|her|them|us) to the (?:police|immigration)\b|\btaken from (?:our|my|the|his|her) \w+(?: in [a-z ]{1,20})? by\b|\bput (?:him|her|them|my \w+|our \w+) in (?:a|the|their) (?:\w+ )?(?:van|car|truck|pick-?up)\b/u,
    custody: true,
    alsoIn:
      /\b(?:police|cops|coppers|officers?|immigration|customs|soldiers|military|checkpoint|station|men who said)\b/u,
    unless: /\b(?:work|works|worked|working)\b[^.!?]{0,12}\b(?:at|in|for) (?:a |the )?(?:[a-z]+ )?police\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:police|cops|coppers|officers|immigration|customs|soldiers|military)\b[^.!?]{0,60}\b(?:have|has|have had|had|kept|are keeping|is keeping|are holding|is holding|took|taken)\b (?:${PERSON_EN}|me|my (?:\w+ )?(?:workers?|staff|brother|sister|son|daughter|husband|wife|friend|mate))\b(?! (?:come|go|sign|fill|write|give|make|do|bring|pay|take)\b)`,
      'u',
    ),
    custody: true,
  },
  {
    pattern:
      /(?:โดน(?:หิ้ว|รวบ)|(?<!ให้)(?:ศุลกากร|ตม\.?|ทหาร|ตำรวจ)\S{0,8}?จับ(?!ได้|ผิด|ปลา)|ห้องกัก|ศูนย์กัก|กักตัวไว้|(?:人|我|他|她|朋友|弟弟|哥哥|姐姐|妹妹|老公|老婆|丈夫|妻子|儿子|女儿|男朋友|女朋友)[^，。！？\n]{0,8}被[^，。！？\n]{0,6}扣(?:了|在|下|住)|扣在[^，。！？\n]{0,6}(?:办公室|房间|机场|海关|警局)|(?:手机|护照)[^，。！？\n]{0,4}被(?:收走|拿走|没收))/u,
    custody: true,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:they|he|she|police|cops|officers?) (?:catch|caught|catched|take|took|just took|just left with|left with) (?:him|her|them|${PERSON_EN})\b`,
      'u',
    ),
    custody: true,
    alsoIn: /\b(?:police|cops|coppers|officers?|immigration|customs|soldiers|warrant|station|court)\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:kept|keeps|keeping|lock|locked|locks|locking) (?:all )?(?:her|him|them|me|us|${PERSON_EN})(?: and (?:\d+|two|three|four|five|six) others?)? (?:locked )?(?:in|up(?! at night| all night| nights)|inside)\b`,
      'u',
    ),
    custody: true,
  },
  {
    pattern:
      /(?:关着不让(?:走|出来|回家)|不让(?:他|她|我)(?:们)?走|(?:手机|护照)[^，。！？\n]{0,4}被(?:收走|拿走|没收|收了)|(?:警察|警方|移民局|军人)[^。！？\n]{0,16}把(?:我|他|她|人|儿子|女儿|老公|老婆|丈夫|妻子|弟弟|哥哥|姐姐|妹妹|朋友|孩子)[^。！？\n]{0,12}带走)/u,
    custody: true,
  },
  // A deadline within hours or days: to answer, to file a defence, to pay customs before a seizure.
  {
    pattern:
      /\b(?:(?:have|got|given|gives?) (?:24|48|72) hours to|(?:deadline|runs? out|expires?|due|time ends|period ends)\b[^.!?]{0,60}\b(?:tomorrow|today|tonight|in (?:two|three|2|3) days|the day after tomorrow|(?<!last |was |were )(?:on |this |is |which is |that is )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)))\b|\b(?:answer|defen[cs]e|response|reply)s? (?:is |are )?due (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today)\b|给了?(?:24|48|72)小时|(?:24|48|72)\s*ชั่วโมง|(?:上诉|答辩|申诉)[^。！？\n]{0,16}(?:明天|今天|后天)(?:就)?(?:到期|截止)|(?:อุทธรณ์|ฎีกา|คำให้การ)\S{0,30}(?:ครบกำหนด|หมดเขต|วันสุดท้าย)\S{0,10}(?:พรุ่งนี้|วันนี้|มะรืน)/u,
  },
  // The same told with the day elsewhere in the text: an answer, a defence or an appeal due or to file.
  {
    pattern:
      /\b(?:defen[cs]e|answer|appeal|reply) (?:is |are )?due\b|\b(?:must|have to|has to|need to) file (?:my |an? |the )?(?:answer|defen[cs]e|response|reply|appeal)\b|\b(?:appeal|answer|defen[cs]e)\b[^.!?]{0,30}\b(?:has to|must|needs? to) be (?:filed|submitted|lodged)\b/u,
    alsoIn: new RegExp(SOON, 'u'),
  },
  // Violent people who said they come back within hours.
  {
    pattern:
      /\b(?:come|coming|be|are) back (?:tonight|at \d+|later today|this evening|in an hour|soon)\b|\b(?:back at|return at|come back) \d+(?::\d\d)?\s*(?:pm|am|tonight)?\b/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
  },
  // Someone violent on the way here, or coming tonight.
  {
    pattern:
      /\b(?:is|are|'s|'re) (?:driving|coming|on (?:his|her|their|the) way) (?:here|over|to (?:us|me|my|our|the (?:house|condo|room|hotel)))\b|(?:คืนนี้|วันนี้)(?:จะ)?มา(?:หา|ที่)|จะ(?:ตาม)?มา(?:หา|ที่)\S{0,12}(?:คืนนี้|วันนี้)/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
  },
  // Money demanded by tonight with a threat: men coming, photos to send.
  {
    pattern:
      /\b(?:unless|if) (?:i|we) (?:don't |do not )?(?:pay|transfer)\b[^.!?]{0,30}\b(?:tonight|today|right now|now)\b/u,
    alsoIn:
      /\b(?:police|coming to|come to|come back|beat|hurt|kill|men|guys|gang|photos?|videos?|room number)\b/u,
  },
  // Taken by officers into a truck, kept from going home.
  {
    pattern:
      /(?:ตม\.?|ตำรวจ|ทหาร|เจ้าหน้าที่)\S{0,6}(?:มา)?(?:เอา|พา|ต้อน|จับ)(?:ตัว)?\S{0,30}?(?:ขึ้นรถ|ไป(?:ไว้|หมด|แล้ว|ตอน))|(?:ตำรวจ|ตม\.?|ทหาร)\S{0,10}ไม่(?:ยอม)?ให้\S{0,8}กลับ/u,
    custody: true,
  },
  // Trying the door at night.
  {
    pattern:
      /\b(?:tried|trying|tries|rattl(?:ed|ing)) (?:to open )?(?:the|my|our) (?:front )?(?:door ?handle|door|window|lock|gate)\b/u,
    alsoIn: /\b(?:tonight|now|outside|following|stalk\w*)\b/u,
  },
  // Someone taken into a car by force; a child to be taken from outside the school.
  {
    pattern: new RegExp(
      String.raw`\b(?:took|grabbed|dragged|forced|pushed|put) (?:${PERSON_EN}) (?:in|into) (?:the|a|their|his|her) (?:car|van|truck|pick-?up)\b`,
      'u',
    ),
    alsoIn: /\b(?:tonight|today|just|now|this (?:morning|afternoon|evening)|men|guys)\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:he|she|they)(?:'ll| will|'s going to| is going to| are going to| is gonna) (?:take|grab|snatch) (?:her|him|them|(?:my|our) ${CHILD_EN})\b`,
      'u',
    ),
    alsoIn:
      /\b(?:outside|parked|waiting|right now|today|at (?:the )?school|not allowed|restraining|protection order)\b/u,
    unless: PLANNING,
  },
  // Bail to put up before the court closes; a date within days told after "must go".
  {
    pattern: /\b(?:put|pay|post) (?:up )?[\d,]+ (?:baht )?(?:for )?bail\b|\bbail before \d/u,
    custody: true,
    present: true,
    alsoIn: /\b(?:police|cops|station|court|custody|cells?|jail|prison)\b/u,
  },
  {
    pattern: /(?:พา|เอา|ต้อน|จับ)(?:ตัว)?\S{0,20}ขึ้นรถ(?:ไป)?/u,
    custody: true,
    alsoIn: /(?:ตม\.?|ตำรวจ|ตร\.|ทหาร|เจ้าหน้าที่)/u,
  },
  {
    pattern:
      /\b(?:must|have to|need to|told to) (?:go|appear|come)\b[^.!?]{0,30}\b(?:on the \d+(?:st|nd|rd|th)? which is|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday)\b/u,
    alsoIn: /\b(?:court|summons|sue[sd]?|police|charges?)\b/u,
    unless: /\bonly to (?:collect|pick up|get|sign for)\b/u,
    notIn: FILING,
  },
  // Held by customs, bouncers, a captain or security; taken by the police, told the other way round.
  {
    pattern: new RegExp(
      String.raw`\b(?:they|customs|police|immigration) (?:still )?(?:have|has|are holding|are keeping) (?:him|her|them)\b|\b(?:bouncers?|security(?: guards?)?|guards?|owner|captain|skipper|boss|agent)\b[^.!?]{0,40}\b(?:are|is|'re|'s) (?:holding|keeping) ${PERSON_EN}|\b${PERSON_EN} (?:police|immigration|soldiers) (?:take|took|catch|caught)\b`,
      'u',
    ),
    custody: true,
    alsoIn:
      /\b(?:customs|police|cops|immigration|soldiers|stopped|station|airport|back room|bouncers?|security|captain|skipper|boat)\b/u,
  },
  // Men waiting in front until paid; a date on the summons within days.
  {
    pattern:
      /\b(?:men|guys|people|thugs|collectors)\b[^.!?]{0,30}\b(?:sitting|standing|waiting|parked)\b[^.!?]{0,30}\b(?:in front of|outside|in) (?:my|our|the) (?:yard|\w+)|\b(?:stay|wait|sit)s? (?:here |there |outside )?until (?:i|we) pay\b/u,
    alsoIn: /\b(?:loan shark|loans?|lender|debt|collectors?|gang|thugs|owe|borrowed|pay)\b/u,
  },
  {
    pattern:
      /\b(?:the )?(?:date|hearing|appointment)(?: on (?:it|the \w+))? is (?:this (?:coming )?|on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)\b/u,
    alsoIn: /\b(?:summons|court|hearing|police)\b/u,
    dated: true,
  },
  // A door being banged on now; a scam call not to hang up.
  {
    pattern: /(?:เคาะ|ทุบ|ถีบ|เตะ|ตี)ประตู\S{0,12}อยู่/u,
  },
  {
    pattern:
      /(?:\b(?:call is still going|on (?:a )?video call right now)\b|ห้ามวางสาย|\b(?:don't|do not|not to|(?:scared|afraid) to) hang up\b|\bkept me on (?:a |the )?(?:video )?call\b|不要挂(?:电话|断)?|不准挂|不能挂)/u,
    alsoIn: /(?:โอน|\btransfer|转账|转钱|ตำรวจ|\bpolice\b|警察|\barrest|\bsafe account\b)/u,
    unless: /(?:วางเลย|วางสายไปแล้ว|ไม่ได้โอน|\b(?:i|we) hung up\b|挂了|挂断了)/u,
  },
  // Taken into a car by the police, in Chinese; someone coming tonight to settle scores.
  {
    pattern: /被(?:警察|警方|移民局|军人|人)[^，。！？\n]{0,4}带上(?:了)?车/u,
    custody: true,
  },
  { pattern: /(?:今晚|今天|等下|一会儿?)[^，。！？\n]{0,8}(?:算账|报复|收拾我|弄死)/u },
  // Held since a day named, not back from the station, money to bring "for guarantee", kept until paid.
  {
    pattern:
      /\b(?:'s|has|have|'ve) been (?:locked up|held|detained|kept) (?:in|at) [a-z ]{1,20}?since\b|\b(?:he|she|they|i|we|(?:my|our|his|her) \w+)(?:'s|'re|'m| is| are| am) (?:at|in) (?:suan phlu|the idc|immigration detention)\b|\bstill (?:not|hasn't|haven't|didn't) (?:come|came|coming) (?:back|home)\b|\bfor (?:the )?guarantee\b|\bguarantee money\b|\b(?:can't|cannot|can not|not allowed to) (?:go home|leave|go out)\b[^.!?]{0,10}\buntil (?:i|we) pay\b/u,
    custody: true,
    present: true,
    alsoIn:
      /\b(?:police|cops|officers?|immigration|idc|suan phlu|passports?|station|judge|boss|karaoke|bar|agent)\b/u,
  },
  // Money by tomorrow or someone is hurt or not let go; men arrived with sticks; "tonight or else".
  {
    pattern:
      /\b(?:want|wants|demand|demanding|asking for)\b[^.!?]{0,30}\b(?:by|before) (?:tomorrow|tonight|today|midnight|\d+ ?(?:am|pm))\b|\b(?:turned up|showed up|came|arrived)\b[^.!?]{0,30}\bwith (?:sticks|bats|knives|guns|machetes|clubs|iron bars|a (?:knife|gun|machete|bat|stick))\b|\b(?:tonight|today|now) or else\b|(?:ก่อน|ภายใน)(?:เที่ยงคืน|\S{0,8}คืนนี้|\S{0,8}วันนี้)[^\n]{0,20}(?:ไม่ได้กลับ|ไม่ปล่อย|จะไม่ได้เห็น)|(?:午夜前|今晚|明天|今天)[^，。！？\n]{0,12}(?:不|没)(?:给|转|交|打)[^，。！？\n]{0,12}(?:回不来|不放|见不到|就(?:把)?[^，。！？\n]{0,6}(?:视频|照片|录像))/u,
    alsoIn: new RegExp(
      `${VIOLENCE}|\\b(?:sell (?:him|her)|just|now|tonight|outside|still)\\b|น้อง|พี่|ลูก|พ่อ|แม่|สามี|แฟน|弟|哥|姐|妹|人|视频|照片|录像`,
      'u',
    ),
  },
  // Thai: papers kept and not let out, a title deed to bring to the station, a child's passport gone.
  {
    pattern:
      /(?:ยึด|เก็บ|เอา)(?:พาสปอร์ต|หนังสือเดินทาง|บัตรประชาชน|บัตร)[^\n]{0,40}ห้าม(?:ออก|กลับ|ไป)|(?:เอา|ถือ)(?:โฉนด|หลักทรัพย์|เงินสด)\S{0,6}ไป(?:ที่)?\S{0,4}(?:สภ\.|สน\.|โรงพัก)/u,
    custody: true,
  },
  {
    pattern:
      /(?:พาสปอร์ต|หนังสือเดินทาง)(?:ของ)?(?:ลูก|หลาน)\S{0,10}(?:หาย|ไม่อยู่)|\b(?:kids'?|children's|son's|daughter's|baby's) passports? (?:is |are |has |have )?(?:gone|missing)\b|(?:孩子|儿子|女儿)的?护照[^，。！？\n]{0,8}(?:不见|没了)/u,
    alsoIn: /(?:ปิดเครื่อง|หายไป|ติดต่อไม่ได้|\bphone (?:is )?off\b|\bgone\b|不见|关机)/u,
  },
  // A child carried off just now; a teenager gone since last night after someone met online.
  {
    pattern: new RegExp(`(?:อุ้ม|พา|เอา)${CHILD_TH}\\S{0,6}ขึ้นรถ(?:ไป)?`, 'u'),
    alsoIn: /(?:ตะกี้|เมื่อกี้|เมื่อกี๊|ไม่ทัน|ไม่รับสาย|ปิดเครื่อง)/u,
    unless: PLANNING,
  },
  {
    pattern:
      /\b(?:not|hasn't|didn't|never) (?:come|came) home since (?:last night|yesterday)\b|ตั้งแต่เมื่อคืน\S{0,4}ยังไม่กลับ|(?:昨晚|昨天)[^。！？\n]{0,20}(?:到现在)?(?:都)?(?:没|没有)回(?:来|家)/u,
    alsoIn:
      /(?:\bphone (?:is )?off\b|\bonline\b|\btiktok\b|\bfacebook\b|\bmet\b|\bmeet\b|ขวบ|ออนไลน์|tiktok|แชท|ปิดเครื่อง|关机|网上|网友|失联)/u,
  },
  // Told to wait and not leave by officers; drugged and kept in a back room; surrounded and made to pay now.
  {
    pattern:
      /\b(?:must|have to) wait here and not (?:go|leave)\b|\b(?:say|said|told (?:us|me)) (?:we|i) (?:must|have to|cannot|can't) (?:wait here|stay here|not leave|not go)\b/u,
    custody: true,
    alsoIn: /\b(?:police|immigration|officers|soldiers|customs)\b/u,
  },
  {
    pattern: /(?:โดน|ถูก)(?:มอม|ใส่)(?:ยา|อะไร)|\b(?:drink|drinks) (?:was |were |got )?spiked\b|被下药|下了药/u,
    alsoIn: /(?:ตอนนี้|ห้องหลัง|\bnow\b|\bback room\b|现在)/u,
    unless: new RegExp(
      `${NEWS.source}|上周|上个月|去年|\\blast (?:week|month|year|saturday|friday)\\b|เมื่อ(?:ปี|เดือน|อาทิตย์|สัปดาห์)`,
      'u',
    ),
  },
  {
    pattern:
      /ไม่(?:จ่าย|โอน)(?:ก็)?ไม่ให้(?:ไป|กลับ|ออก)|(?:ต้อง)?จ่าย\S{0,10}เดี๋ยวนี้|(?:รุม)?ล้อม\S{0,16}อยู่(?:บน|ที่|ใน)/u,
    alsoIn: /(?:ยึด(?:พาสปอร์ต|บัตร|กุญแจ|มือถือ|โทรศัพท์)|ขู่|ไม่ให้ไป)/u,
  },
  // The police at the door with a warrant now; an injured worker driven off instead of to a hospital.
  {
    pattern:
      /(?:ถือ|เอา)หมาย(?:ค้น|จับ)|(?:ตำรวจ|ตร\.)\S{0,20}(?:ยืน|รอ)อยู่หน้า(?:ห้อง|บ้าน|ประตู)|拿着[^，。！？\n]{0,8}(?:逮捕令|搜查令)|\bpolice\b[^.!?]{0,30}\bat (?:the|my|our) door with (?:a |an )?(?:warrant|arrest warrant|search warrant)\b/u,
    custody: true,
  },
  // Kept at the station since an hour of today.
  {
    pattern: new RegExp(
      String.raw`\b(?:they've|they have|they|police have|officers have) (?:kept|been keeping|held|been holding) (?:me|him|her|them|us|${PERSON_EN}) (?:here|there) (?:since|for|all)\b`,
      'u',
    ),
    custody: true,
    alsoIn: /\b(?:police|cops|officers?|station|immigration)\b/u,
  },
  {
    pattern: new RegExp(
      `(?:带|接|抱)(?:着)?(?:我的)?${CHILD_ZH}[^。！？\\n]{0,16}(?:过去|去|回|飞|出境到?)${ABROAD_ZH}`,
      'u',
    ),
    alsoIn: new RegExp(SOON, 'u'),
    unless: PLANNING,
  },
  { pattern: /谁(?:敢)?(?:拦|挡)(?:着)?就打谁/u },
  // Kept somewhere until paid or not let go: nobody leaving, a gate locked, passports held, a boat that won't go back.
  {
    pattern:
      /\b(?:told us |said |says )?(?:nobody|no one|no-one)(?:'s| is)? (?:leaving|leaves)\b|\b(?:gate|door) is locked\b[^.!?]{0,30}\b(?:can't|cant|cannot) leave\b|\b(?:won't|wont|will not|refuses to) (?:take|let|drive|bring) (?:us|me|them) (?:back|go|leave)\b[^.!?]{0,10}\b(?:unless|until|till)\b|\b(?:holding|keeping) (?:all (?:\d+|two|three|four|five|six) of )?(?:our|my|his|her|their) passports?\b[^.!?]{0,40}\b(?:until|unless|till|today or)\b|\b(?:took|taken|kept) (?:all (?:\d+|two|three|four|five|six) of )?(?:our|my|his|her|their) passports?\b[^.!?]{0,40}\btoday or\b|\b(?:they're|theyre|they are) (?:standing|sitting|waiting) (?:round|around|over) (?:me|us)\b/u,
  },
  // Someone still sat at the station; a scam compound messaging today; spiked and waking among strangers.
  {
    pattern:
      /\b(?:still|been) (?:sat|sitting|stuck) (?:at|in) (?:the )?(?:police )?(?:station|cells?|lock-?up)\b/u,
    custody: true,
  },
  {
    pattern: /\b(?:scam )?compounds?\b|诈骗园区|园区/u,
    alsoIn:
      /\b(?:rn|right now|today|texting|messaged|messaging|took (?:her|his|their|my) passports?|beat|hit people|hasn't eaten)\b|今天|现在|刚(?:发|打)/u,
  },
  {
    pattern: /\b(?:i think i |i )?(?:got|been|was|were) spiked\b/u,
    alsoIn: /\b(?:woke up|can hear|rn|right now|outside the door|don't know where|dont know where)\b/u,
  },
  // Pay within the hour or it is sent; a door barricaded against someone trying to open it; hiding now.
  {
    pattern:
      /\bunless (?:i|we) pay\b[^.!?]{0,30}\b(?:in the next (?:hour|\d+ (?:hours|minutes))|within (?:an|the) hour|tonight|today|by midnight)\b|\bcountdown\b/u,
    alsoIn: /\b(?:send|post|share|leak|publish)\b/u,
  },
  {
    pattern: /พยายาม(?:เปิด|งัด|พัง)ประตู|(?:เอา|ใช้)\S{0,8}ดันประตูไว้/u,
    alsoIn: /(?:ตั้งแต่|ตอนนี้|กลัว|เมา)/u,
  },
  { pattern: /现在[^，。！？\n]{0,6}躲在|躲在[^，。！？\n]{0,6}不敢出(?:去|来)/u },
  // Seen or heard by a bystander, happening to someone else now: someone being hit, dragged or pushed into a car,
  // screams with blows or glass breaking, a person locked in or tied up since an hour of today.
  {
    pattern:
      /\b(?:is|are|'s|'re|keeps?|(?:a|the) (?:man|guy)|someone) (?:slapping|hitting|beating|whipping|kicking|punching|dragging|carrying|pushing|shoving|pulling|holding|gripping|choking|strangling)\b[^.!?]{0,20}?\b(?:a|the|his|her|their|one of the|our|my) (?:[a-z0-9]+ ){0,3}?(?:woman|girl|man|boy|child|kid|baby|wife|daughter|son|maid|nanny|deckhands?|workers?|neighbou?r|rider)\b|\b(?:is|are) being (?:dragged|walked|pushed|carried|beaten|hit|slapped|taken) (?:out|off|away|into|to|by)\b|\b(?:she|he|they) (?:can't|cannot|can not) get out\b/u,
    unless: /\b(?:saw|watched|seen) (?:a |this |the )?(?:clip|video|footage)\b/u,
  },
  {
    pattern:
      /\b(?:has|have) been screaming\b|\bkeeps? screaming\b|\b(?:is|are|'s|'re) (?:screaming|crying) (?:no|help|for help|chuay)\b|(?:กรีดร้อง|ร้องกรี๊ด|ร้องให้ช่วย|ร้องขอความช่วยเหลือ|ตะโกน(?:ขอ)?(?:ให้)?ช่วย|ตะโกน\s*help)|尖叫|喊救命|喊[“"]?救命/u,
    alsoIn:
      /\b(?:slaps?|thuds?|hitting|glass|breaking|shouting|laughing|kicking|minutes)\b|(?:ตี|ฟาด|ของแตก|ตบ|ลาก|ดึงผม|จิกผม|ทุบ|ยัด)|(?:玻璃碎|摔|打|拖|拽|血|分钟了|还在)/u,
  },
  {
    pattern: /\bdragged (?:a|the|his|her) (?:\w+ )?(?:woman|girl|man|boy|child|kid|wife|maid)\b/u,
    alsoIn: /\b(?:just now|mins? ago|minutes ago|right now|rn)\b/u,
  },
  {
    pattern:
      /(?:มา)?คุมตัว\S{0,20}ขึ้นรถ|(?:เอาเชือก)?มัด(?:เด็ก|ลูก)\S{0,30}ไว้|(?:ล็อก|ล็อค|ขัง)ไว้ตั้งแต่|ขัง\S{0,6}ไว้ใน(?:ห้อง|บ้าน)|ไล่(?:ฟัน|แทง|ตี)|ยัง(?:จอดรถ)?รออยู่หน้า(?:ร้าน|บ้าน|ห้อง|ประตู)|บังคับ(?:ให้)?(?:โอน|เซ็น)[^\n]{0,30}ไม่ยอม(?:ไป|ออก|ให้)/u,
    alsoIn: /(?:เมื่อกี้|ตอนนี้|สักครู่|ชั่วโมงก่อน|ตั้งแต่|ยัง|เพิ่ง|กำลัง|แอบ|นั่งอยู่ใน)/u,
  },
  // Dragged into a car or down the stairs, gripped by the arm to be put in a car: told as it happens.
  {
    pattern:
      /ลาก\S{0,12}(?:ขึ้น(?:รถ|กระบะ)|ยัด|เข้า(?:ห้อง|บ้าน)|ลงบันได)|ยัด\S{0,6}ขึ้นรถ|กำแขน\S{0,12}(?:จะ)?(?:พา|ลาก|ดึง)\S{0,6}ขึ้นรถ/u,
  },
  {
    pattern:
      /被[^，。！？\n]{0,8}(?:男子|男人|人)(?:带|拉|塞)(?:上|进)(?:了)?车|(?:拉上|塞进|塞進)(?:了)?车|拽着[^，。！？\n]{0,12}(?:上车|走)|正在(?:打|拖|拽|踢)|锁在(?:阳台|房间|屋里|厕所)[^。！？\n]{0,20}(?:到现在|一直|从早上)/u,
  },
  // Held at the airport until the police come for the person; a warrant to give oneself up on today or tomorrow.
  {
    pattern:
      /\bwaiting for (?:the )?(?:police|cops|officers)\b[^.!?]{0,30}\bto (?:pick up|pick|take|collect|come for|come and get) (?:me|him|her|them|us|my \w+)\b|รอตำรวจ\S{0,20}มารับตัว|等(?:着)?警察[^。！？\n]{0,10}(?:来)?(?:带走|接走|提人)/u,
    custody: true,
  },
  {
    pattern:
      /(?:มอบตัว\S{0,20}?(?:พรุ่งนี้|วันนี้|คืนนี้|เช้านี้|บ่ายนี้|มะรืน)|(?:พรุ่งนี้|วันนี้|เช้านี้|บ่ายนี้)\S{0,20}?มอบตัว|\bturn(?:ing)? (?:myself|himself|herself|themselves|ourselves) in\b[^.!?]{0,30}\b(?:tomorrow|today|tonight|this (?:morning|afternoon|evening))\b|\b(?:tomorrow|today|tonight)\b[^.!?]{0,30}\bturn(?:ing)? (?:myself|himself|herself|themselves|ourselves) in\b|(?:投案|自首)[^。！？\n]{0,10}(?:今天|明天)|(?:今天|明天)[^。！？\n]{0,10}(?:投案|自首))/u,
    alsoIn: /(?:หมายจับ|\bwarrant\b|逮捕令|通缉)/u,
    dated: true,
  },
  // Another station's hold on a prisoner released within days: taken again at the gate.
  { pattern: /(?:ขอ)?อายัดตัว/u, alsoIn: new RegExp(SOON, 'u') },
  // Hurt and not taken to a hospital (不让送医院), or driven off instead, just now or today.
  {
    pattern:
      /ไม่พาไป(?:รพ|โรงพยาบาล|โรงบาล|หาหมอ)|แทนที่จะ(?:พา)?ไป(?:รพ|โรงพยาบาล|โรงบาล)|\binstead of (?:to )?(?:a |the )?hospital\b|不(?:让|给|肯)?送(?:去)?医院|不(?:让|给|肯)叫救护车/u,
    alsoIn:
      /(?:ตะกี้|เมื่อกี้|กำลัง(?:วิ่ง|ขับ|พา)|เลือดไม่หยุด|ยังหายใจ|ข้าม(?:กลับ|ไป)|\bright now\b|\bbleeding\b|已经开走|开走了|今天|刚才|刚刚|现在|还在|流血)/u,
  },
  // A child on the way out of the country today, or kept from the parent.
  {
    pattern: new RegExp(
      String.raw`\b${CHILD_EN}\b[^\n]{0,160}?${DEPARTURE}|${DEPARTURE}[^\n]{0,160}?\b${CHILD_EN}\b`,
      'u',
    ),
    alsoIn:
      /\b(?:tonight|this evening|this afternoon|this morning|today|right now|now|just saw|are gone|is gone|never see|(?:is|are|'s|'re) (?:now )?(?:at|on|crossing) (?:the )?(?:\w+ )?(?:checkpoint|border|airport|gate|pier|bridge)|don't follow|(?:and |are |is |'re |'s )?not coming back|never coming back|just sent (?:me )?a (?:photo|picture|pic)|without (?:my )?(?:consent|permission)|never signed|never agreed|(?:didn't|did not|don't|do not) agree|took (?:both |the |their |our )?passports)\b/u,
    unless: PLANNING,
  },
  {
    pattern: new RegExp(
      String.raw`\brefus(?:e|ed|es|ing) to (?:give|bring|hand) (?:back )?(?:my|our|him|her|them)\b[^.!?]{0,40}|\b(?:won't|will not) (?:give|bring|hand) (?:back )?(?:my|our) ${CHILD_EN}\b|\b(?:not|don't|dont|never) give (?:(?:him|her|them|it) )?back\b`,
      'u',
    ),
    alsoIn: new RegExp(String.raw`\b${CHILD_EN}\b|\b\d+\s?yo\b`, 'u'),
    unless: PLANNING,
  },
  // Danger happening now: the word of now, then the danger, in one sentence; or violence, then still or today.
  {
    pattern: new RegExp(
      String.raw`\b(?:police|soldiers|immigration|officers) (?:raided|stormed|searched)\b${SENTENCE}${STILL}`,
      'u',
    ),
  },
  {
    pattern: new RegExp(`${NOW}${NEAR}${DANGER}`, 'u'),
    // News, or the danger denied ("teething, nobody hits him").
    notIn: new RegExp(`${NEWS.source}|ไม่(?:ได้)?มีใคร(?:ตี|ทำร้าย)|没(?:有)?人打`, 'u'),
  },
  { pattern: new RegExp(`${VIOLENCE}${SENTENCE}${STILL}`, 'u'), notIn: NEWS },
  {
    pattern: new RegExp(
      `\\bstill (?:in|at|inside|outside) (?:the|my|our) \\w+ with (?:a |the |his |her )?${VIOLENCE}`,
      'u',
    ),
  },
  { pattern: /(?:ขู่ฆ่า|ไล่ฆ่า|จะฆ่า(?!\S{0,8}ด้วย(?:ค่า|งาน|ราคา|ดอกเบี้ย|การบ้าน))(?!\S{0,6}ถ้า\S{0,30}อีก))/u },
  {
    pattern:
      /\b(?:just|has just|have just) (?:smashed|hit|punched|attacked|threatened|beat|stabbed|kicked|shoved|slapped|choked|set fire)\b/u,
  },
  {
    pattern:
      /\b(?:stormed|burst|broke|forced (?:his|her|their|a) way) into (?:my|our) (?:condo|house|room|apartment|flat|home|shop|office)\b/u,
  },
  {
    pattern:
      /\b(?:threatening to kill|threatened to kill|(?<!\b(?:boss|manager|supervisor|teacher|mum|mom|mother|dad|father|parents|client) )will kill me|find me and|(?:he|she|they)(?:'ll| will) (?:cut(?! (?:my|our|the|off) (?:water|power|electricity|internet|wifi|salary|pay|supply))|kill|hurt|break))\b/u,
  },
  {
    pattern:
      /\b(?:throwing \w+ at|hitting|beating|punching|kicking|choking|banging on) (?:me|us|him|her|them|(?:my|our|the) (?:wife|husband|son|daughter|kids?|children|child|baby|mother|mum|mom|sister|brother|door))\b/u,
    unless: /\b(?:was|were|used to)\b/u,
  },
  {
    pattern:
      /(?:威胁要杀|扬言要杀|(?<!再[^，。！？]{0,15}就)打死我|(?<!(?:老板|老师|老妈|我妈|老婆|上司)(?:要|会)|知道[^，。！？]{0,12}会)杀了我|弄死我)/u,
  },
  {
    pattern:
      /\b(?:attacking|hitting|beating|stalking|choking|strangling|kicking|punching) (?:me|us|him|her|them|(?:my|our) (?:wife|husband|son|daughter|kids?|children|child|baby|mother|mum|mom|father|dad|sister|brother|girlfriend|boyfriend|family|staff|workers?))\b|\bthreatening (?:me|us|my \w+) with (?:a )?(?:knife|gun|machete|bat|stick|death|violence)\b|\bpulled a (?:gun|knife)\b|\b(?:police|soldiers|immigration|they) (?:(?:are|is|'re) )?(?:at|outside|in) (?:my|our|the) (?:door|house|home|room|shop|office|condo|apartment|flat|villa|hotel|gate|building|factory|camp)\b/u,
    unless: /\b(?:was|were|used to)\b/u,
  },
  // Fled from violence, or hiding from it, or someone at the door: told without a word of now.
  { pattern: new RegExp(FLED, 'u'), alsoIn: new RegExp(VIOLENCE, 'u') },
  // Someone at the door or following: with violence told, or not leaving.
  {
    pattern: new RegExp(THERE, 'u'),
    alsoIn: new RegExp(
      `${VIOLENCE}|พังประตู|ไม่(?:ยอม)?ไป(?:ไหน)?|ไม่ยอมกลับ|\\b(?:won't|will not|doesn't|does not|refuses? to) (?:leave|go away)\\b|不走|不肯走`,
      'u',
    ),
    // The police took the person away; the writer says the story is an old one.
    unless:
      /(?:ตร\.?|ตำรวจ)\s*จับ(?:ตัว)?(?:เขา|มัน)?ไปแล้ว|(?:那是|那已经是)[^，。！？\n]{0,6}(?:年|个月)前的事|\bthat was (?:\w+ )?(?:years?|months?) ago\b|(?:นั่น|นั้น)(?:มัน)?(?:เป็น)?เรื่องเมื่อ\S{0,10}(?:ปี|เดือน)(?:ก่อน|ที่แล้ว)/u,
    present: true,
  },
  {
    pattern:
      /\b(?:keeps?|is|are|'s|'re) (?:banging|kicking|pounding) (?:on )?(?:the|my|our) (?:\w+ )?(?:door|gate)\b/u,
  },
  {
    pattern: /(?:เคาะ|ทุบ|ถีบ|เตะ|ตี|บิดลูกบิด)ประตู/u,
    alsoIn: /(?:ไม่กล้า|กลัว|ตาม(?:ฉัน|ผม|เรา|หนู|ดิฉัน|ชั้น)มา|ไม่ยอม(?:ไป|กลับ)|ขู่|ตะโกน|พัง)/u,
    // The repair asked about, the two long apart: the door was broken before.
    unless: /(?:ค่าซ่อม|เลิกยุ่งกันแล้ว)/u,
  },
  // Threats to hurt or to shame now: no word of now needed, an old one is in the past.
  {
    pattern: new RegExp(
      String.raw`\b(?:threaten(?:s|ed|ing)? to|(?<!\b(?:boss|manager|supervisor|teacher|mum|mom|mother|dad|father|parents|client) )will|'ll|going to|gonna)\b[^.!?]{0,25}?\b(?:hurt|harm|kill|beat|attack|stab|shoot|burn|rape|break (?:my|his|her|our|your) (?:legs?|arms?|neck|face))\b (?:me|us|him|her|them|you|my|our|the (?:kids|children|baby))\b|\b(?:blackmail(?:ed|ing)?|sextortion)\b(?<!\b(?:news|saw|read|heard) about (?:these |the |a )?(?:\w+ )?(?:blackmail|sextortion))(?![^.!?]{0,40}\b(?:months|years) later\b)|\b(?:threaten(?:s|ed|ing)? to|will|'ll) (?:post|share|send|leak|publish) (?:my|our|the|her|his)? ?(?:private |intimate |nude |naked |sex )?(?:photos?|videos?|pictures?|pics|clips?)\b(?=[^.!?]{0,40}\b(?:unless|if (?:i|we) (?:don't|do not)|pay|money)\b)|\b(?:sending|sends|sent|getting|receiving|received) (?:me )?death threats\b|\b(?:${PERSON_EN}|he|she|they|i|we) (?:is|are|am|'s|'re|has been|have been) (?:being )?locked (?:in|up)\b`,
      'u',
    ),
  },
  // Someone violent says they will be back within hours.
  {
    pattern:
      /\b(?:will|'ll|is going to|are going to|'s going to|'re going to) (?:come back|be back|return|come (?:here|over|for (?:me|us)))\b[^.!?]{0,20}?\b(?:tonight|today|later|soon)\b/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
  },
  // Shut in or locked out by someone.
  {
    pattern:
      /(?:(?:ล็อค|ล็อก|ขัง)(?:พวกเรา|เรา|ฉัน|ผม|หนู|ลูก|คนงาน)\S{0,6}ไว้|ไม่(?:ยอม)?ให้(?:แม่|พ่อ|ยาย|ตา|ย่า|ปู่|เขา|เธอ|ลูก|ผม|ฉัน|หนู|เรา|ใคร|ลูกเรือ|คนงาน)?(?:ออกไปไหน|ใครออก|ขึ้นฝั่ง|ขึ้นบก|ออกจาก(?:โรงพยาบาล|บ้าน|ห้อง|โรงงาน|ที่พัก|ร้าน|เรือ))|ไม่ให้เข้าบ้าน|ประตู\S{0,4}ล็อ?[คก]จากข้างนอก|\b(?:(?:are|is|'re|'s) not letting|(?:won't|wont|don't|dont|doesn't|do not|will not|didn't|refuse to) let) (?:me|us|him|her|them) (?:out|in|leave the (?:house|room|building|hospital|factory|dorm|dormitory|compound|boat|hotel|villa|site)|(?:leave|go|walk away|get off|go out|check out)\b(?! (?:early|home early|to (?:the|a|my|work|school)|on (?:holiday|vacation)|for)))\b|\b(?:nobody|no one) (?:goes|can go|leaves|can leave)(?: out)? (?:until|till)\b|\blocked (?:me|us|(?:\d+|all|some|two|three|four|five|six|seven|eight|several|most) of us)(?: \w+)?(?: and (?:my|our) \w+)? (?:out|in|inside)\b|(?:ล็อค|ล็อก|ขัง)[^\n]{0,20}ไม่(?:ยอม)?ให้ออก|(?:ล็อค|ล็อก|ขัง)[^\n]{0,40}(?:เมื่อไหร่|เมื่อไร|ถึงจะ)(?:ค่อย|จะ)?(?:ให้)?ออก|从外面锁|\block(?:s|ed)? (?:the|our|my|us in(?: the| our)?) (?:\w+ )?(?:doors?|rooms?|dorm|dormitory|house|gate|building) from (?:the )?outside\b|不让(?:我|我们|他|她|他们|任何人|船员|工人)?(?:上岸|下船)|\b(?:not|never|doesn't|don't|won't|wont|dont) let (?:anybody|anyone|any of us|the (?:crew|workers|fishermen)) (?:go (?:down|ashore|off|out)|get off|off the (?:boat|ship)|leave)\b|\blocked (?:the|our|my) (?:\w+ )?(?:restaurant|shop|office|factory|house|room|building|gate|door)\b[^.!?]{0,40}\bwith (?:my|our|the|all (?:my|our|the)) (?:\w+ )?(?:staff|workers|kids|children|family|employees|wife|husband|people) (?:still )?inside\b|把(?:我们|我)锁在|锁在[^。，]{0,8}(?:宿舍|房间|屋里|工厂)|不让(?:我|我们)(?:出去|出门|进门|回家|离开|走))/u,
    unless: /(?:เคย|\bused? to\b)[^\n]{0,60}(?:ไม่(?:ยอม)?ให้|\bnot let|\block)/u,
  },
  // Papers taken and the way out barred: a passport or an ID card kept by an employer, an agent, a hotel, and not let
  // go or the door locked.
  {
    pattern:
      /(?:\b(?:took|takes|kept|keeps|keeping|holding|holds|has|have|confiscated) (?:my|our|his|her|their|all(?: (?:our|the|of our))?) (?:\w+ )?passports?\b[^.!?]{0,60}\b(?:won't|will not|doesn't|don't|do not|not|never) (?:let|allow) (?:me|us|him|her|them)(?: to)? (?:leave|go|out|quit)\b|\bpassports?\b[^.!?]{0,60}\b(?:lock(?:s|ed)? (?:(?:the|our|my) )?(?:\w+ )?(?:door|gate|room|dorm)|(?:say|says|said) (?:we|i|he|she|they) (?:can't|cant|cannot) leave)\b|\b(?:taken|took|take|kept|holding|has|have) (?:his|her|my|our|their) passports?\b[^.!?]{0,60}\b(?:tonight|across the border|over the border|over to (?:cambodia|laos|myanmar|burma|malaysia))\b|(?:ยึด|เก็บ|เอา)(?:พาสปอร์ต|หนังสือเดินทาง|บัตรประชาชน|บัตรปชช|บัตร)[^\n]{0,40}ไม่(?:ยอม)?ให้(?:ออก|กลับ|ไป|ลาออก|ขึ้น)|护照[^。！？\n]{0,8}(?:扣|收走|拿走|没收)[^。！？\n]{0,24}不让(?:我|我们|他|她)?(?:走|离开|回|出)|(?:扣|收走|拿走|没收)[^。！？\n]{0,6}护照[^。！？\n]{0,24}不让(?:我|我们|他|她)?(?:走|离开|回|出))/u,
  },
  // Help called for and not come: the danger is now.
  {
    pattern:
      /(?:\bpolice (?:are |is )?(?:not|aren't|isn't|won't) (?:picking up|answering|coming)\b|\b(?:called|rang|phoned|calling) (?:the )?(?:police|cops|191|1191|999|911)\b[^.!?]{0,30}\b(?:no one|nobody|no answer|not (?:picking up|answering|here|coming)|haven't (?:come|arrived|answered)|hasn't (?:come|arrived)|still (?:not|waiting))|(?:โทร|แจ้ง)(?:เรียก|หา)?\s*(?:191|ตำรวจ|1300)[^\n]{0,20}?(?:ยังไม่มา|ไม่มา|ไม่รับ|ไม่มีใครรับ|ไม่มีใครมา)|报警[^。！？\n]{0,10}(?:还没来|没来|没人接|不接|不来))/u,
    alsoIn: new RegExp(DANGER, 'u'),
  },
  // A transfer to sign at the land office today.
  {
    pattern:
      /(?:\b(?:sign|signing|transfer|transferring)\b[^.!?]{0,40}\bland office\b[^.!?]{0,30}\b(?:today|this (?:morning|afternoon)|in (?:an|one|two|\d) hours?)\b|\b(?:today|this (?:morning|afternoon))\b[^.!?]{0,30}\b(?:sign|transfer)\b[^.!?]{0,30}\bland office\b|(?:โอน|เซ็น)[^\n]{0,30}(?:สำนักงานที่ดิน|กรมที่ดิน|ที่ดินจังหวัด|ที่ดินอำเภอ|ที่ดินเขต)[^\n]{0,20}(?:วันนี้|บ่ายนี้|เช้านี้)|(?:วันนี้|บ่ายนี้|เช้านี้)[^\n]{0,30}(?:โอน|เซ็น)[^\n]{0,30}(?:สำนักงานที่ดิน|กรมที่ดิน|ที่ดินจังหวัด|ที่ดินอำเภอ|ที่ดินเขต)|(?:今天|下午|上午)[^。！？\n]{0,20}(?:土地厅|土地局)[^。！？\n]{0,10}(?:过户|签字|签))/u,
    notIn: HEARING_DONE,
  },
  // Someone to get out of custody.
  {
    pattern:
      /\b(?:get|getting) (?:him|her|them|my \w+|our \w+) out\b(?! of (?:the )?(?:contract|lease|deal|country|debt))/u,
    custody: true,
    present: true,
    alsoIn: /\b(?:police|cops|immigration|station|cells?|custody|detention|idc|jail|bail)\b/u,
    unless: /\b(?:in general|generally)\b/u,
  },
  // A threat of the next shot, the next blow.
  { pattern: /\bthe next (?:one|bullet|shot) (?:is|will be) for (?:me|you|us|him|her)\b/u },
  // A deadline today: "by midnight or the photos go", ไม่โอนก่อนเที่ยงคืน.
  {
    pattern:
      /\bby (?:midnight|tonight|\d{1,2} ?(?:pm|am)|this evening) or (?:it|the (?:video|photos?|pictures?|clip)|he|she|they|i)\b|(?:(?:ถ้าไม่|ไม่งั้น|ไม่อย่างนั้น|ต้อง|ไม่(?:โอน|จ่าย|ส่งเงิน))[^\n]{0,40}(?:ภายใน|ก่อน)\S{0,10}?(?:เที่ยงคืน(?:นี้)?|วันนี้|คืนนี้)|ภายใน\S{0,10}?(?:วันนี้|คืนนี้)[^\n]{0,20}(?:ไม่งั้น|ไม่อย่างนั้น|ถ้าไม่)|\bby tonight or\b|\bif (?:i|we) (?:don't|do not) (?:send|pay|transfer)\b[^.!?]{0,40}\bby (?:midnight|tonight|\d{1,2} ?(?:pm|am)|this evening)\b)/u,
  },
  // A clip or photos to be sent tonight unless the money comes: "will send it to my wife tonight unless I transfer".
  {
    pattern:
      /\b(?:send|post|share|leak|upload|show)\b[^.!?]{0,80}?\b(?:tonight|today|before midnight|by midnight)\b[^.!?]{0,30}?\b(?:unless|or else|if (?:i|we) (?:don't|dont|do not))\b|\bunless (?:i|we) (?:send|pay|transfer)\b[^.!?]{0,40}\b(?:before|by) (?:the bank closes|\d{1,2} ?(?:am|pm|o'clock)|midnight|tonight|noon|this evening)\b/u,
  },
  // People who sit around someone and won't leave until they sign or pay: ไม่ยอมกลับจนกว่าแม่จะเซ็น.
  {
    pattern:
      /(?:นั่ง|ยืน|มา)?ล้อม(?:ตัว)?(?:แม่|พ่อ|ผม|หนู|ฉัน|เรา|บ้าน|ห้อง|ร้าน|พี่|น้อง|ยาย|ตา|ป้า|ลุง|เมีย|ผัว|แฟน)\S{0,20}(?:ตั้งแต่|ไม่ยอม)|ไม่ยอม(?:กลับ|ไป|ออก(?:ไป)?|ลุก)\S{0,8}จนกว่า\S{0,30}(?:เซ็น|ลงชื่อ|จ่าย|โอน|ยอม)|\b(?:won't|will not|refuses? to|refusing to) (?:leave|go)(?: away)? (?:until|till|unless) (?:i|we|she|he|they|my \w+) (?:signs?|pays?|transfers?|agrees?)|不签(?:字)?(?:就)?不(?:走|让)|不给钱(?:就)?不走|围着(?:我妈|我爸|我|她|他)[^，。！？\n]{0,6}(?:拍桌子|骂|吵|逼)/u,
  },
  // A backhoe tearing up someone's land this morning while men keep them out.
  {
    pattern:
      /(?:แบ[็]?คโฮ|แม[็]?คโคร|รถตัก|\bbackhoes?\b|\bbulldozers?\b|\bexcavators?\b|推土机|挖掘机)[^\n]{0,100}?(?:ไถ|ขุด|รื้อ|ทับ|\bdig(?:ging)?\b|\bbulldoz|\btearing\b|推|挖)/u,
    alsoIn:
      /(?:กำลัง|ตอนนี้|เมื่อเช้า|เช้านี้|ถือไม้|ยืนคุม|ไม่ให้\S{0,6}เข้า|\bright now\b|\bthis morning\b|\bwith sticks\b|\bwon't let (?:me|us) in\b|现在|正在|今天早上)/u,
  },
  // Held, said without the word: remanded with money asked, still being questioned, picked up by immigration,
  // taken by officers and not back, sitting in an office with the passports kept.
  {
    pattern:
      /\b(?:is|are|'s|was|been|being|got) remanded\b|\bfor (?:him|her|them|my \w+) to (?:come|get) out\b|\bstill being (?:questioned|interrogated|interviewed|held|detained)\b|\b(?:have|'ve|has|'s) kept (?:him|her|them|my \w+) (?:there |at the station |in )?since\b|\b(?:immigration|police|cops|officers|soldiers|tourist police)(?: officers?)? (?:picked|took|brought|dragged|grabbed) (?:him|her|them|us|my \w+)(?: \w+)? (?:up|in|away)\b|\b(?:was|were|got|been) (?:taken|picked up|grabbed) by (?:the )?(?:officers|police|cops|immigration|soldiers)\b(?=[^.!?]{0,60}\b(?:still|not back|hasn't come back|no news)\b)|\b(?:we are|we're|i am|i'm|he is|he's|she is|she's|they are|they're) (?:still )?(?:sitting|waiting|stuck|held|kept) in (?:an?|the|their) (?:back )?(?:office|room)\b(?=[^\n]{0,80}\bpassports?\b)|\bpassports?\b[^\n]{0,80}\b(?:we are|we're|i am|i'm|he is|he's|she is|she's|they are|they're) (?:still )?(?:sitting|waiting|stuck|held|kept) in (?:an?|the|their) (?:back )?(?:office|room)\b/u,
    custody: true,
  },
  // Kept from leaving, a passport or an identity card held: "not being allowed to go out of the room".
  {
    pattern:
      /\b(?:not (?:being )?allowed to|can ?not|cannot|can't) (?:go|get|come) out\b|\bwon't let (?:her|him|them|me|us) (?:go|leave|out)\b/u,
    alsoIn: /\b(?:passports?|id cards?|locked|men (?:are )?outside|guards?|took (?:her|his|my) phone)\b/u,
  },
  // Coming back tonight, after a threat or a blow: "they'll be at the door by 7 tonight", "he's coming back at 6".
  {
    pattern:
      /\b(?:they|he|she)(?:'ll| will|'re|'s| are| is)? (?:be |going to |gonna )?(?:back|coming back|come back|at (?:the|my|our|his|her) (?:door|house|shop|bar|place))\b[^.!?]{0,30}?\b(?:tonight|this evening|today|(?:by|at) \d{1,2}(?::\d\d)?(?: ?(?:am|pm|o'clock))?)\b/u,
    alsoIn:
      /\b(?:money|owes?|loan|lender|debt|interest|bat|machete|knife|gun|burn|finish the job|deal with|hurt|kill|smash\w*|threat\w*|bruis\w*|hit (?:me|her|him)|scared)\b/u,
  },
  // A deadline of days with a threat: "100k by Sunday or they burn the place", "sign by noon tomorrow or …".
  {
    pattern:
      /\bby (?:tonight|tomorrow|noon(?: tomorrow)?|midnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{1,2} ?(?:am|pm))\b[^.!?]{0,10}?\bor (?:else )?(?:they|he|she|his \w+|their \w+)(?:'ll| will)? (?:burn|kill|hurt|break|smash|come|deal|visit|take|post|send|tell|report)\b|\bif (?:i|we) (?:don't|dont|do not) (?:sign|pay|transfer|send|give)\b[^.!?]{0,60}?\bby (?:noon|midnight|tonight|tomorrow|\d{1,2} ?(?:am|pm))\b[^.!?]{0,60}?\b(?:he|she|they)(?:'ll| will)\b/u,
  },
  // A countdown: "sent a countdown, 4 hours left, 500 usd in crypto".
  {
    pattern: /\b(?:countdown|(?:\d+|one|two|three|four|five|six|a few) hours? left)\b/u,
    alsoIn: /\b(?:nudes?|photos?|pictures?|pics|video|clip|crypto|usdt|bitcoin|blackmail\w*|leak)\b/u,
  },
  // Waiting for the one who fled: "he'll be waiting at the pier".
  {
    pattern:
      /\b(?:he|she|they)(?:'ll| will|'s| is|'re| are) (?:be )?waiting (?:for (?:me|us|her|him)|at|outside)\b/u,
    alsoIn: /\b(?:machete|knife|gun|bat|hit|beat|kill|hurt|threat\w*|got out the back|fled|ran)\b/u,
  },
  // Hit and out of the house, at a shop or a neighbour's: "my fan hit me again … i stay at 7-eleven".
  {
    pattern:
      /\b(?:i|we) (?:stay|am|wait|sit|hide|hiding|sitting|waiting|staying) (?:now )?(?:at|in) (?:the |a )?(?:7-?eleven|7-?11|seven ?eleven|family ?mart|petrol station|gas station|neighbou?r'?s?(?: house)?)\b/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
  },
  // Held, said by where or by whom: lifted by soldiers, the lock-up, not out of the interview room since ten, kept
  // at the airport since the flight landed, got him taken in; ยึดตัว, พาขึ้นกระบะไป, not let to phone anyone.
  {
    pattern:
      /\b(?:lifted|picked up|taken|escorted|dragged|grabbed|nabbed|hauled) (?:\w+ ){0,3}?by (?:the )?(?:soldiers|army|military(?: personnel| police)?|plain[- ]?clothes(?: officers| police(?:men)?)?)\b|\b(?:army|soldiers|military|police|cops|immigration|customs)(?: have| has|'ve|'s)? had (?:him|her|them) (?:at|in|since)\b|\b(?:in|into|from) the lock-?up\b|\b(?:hasn't|has not|hasnt|haven't|havent|still not|not yet) (?:come|came) out(?: of (?:the )?(?:interview room|station|cells?|lock-?up))?\b|\bstill in there\b|\b(?:are|is|'re|'s) keeping (?:him|her|them|my \w+) at (?:the )?(?:airport|station|border|checkpoint|office|immigration)\b|\bgot (?:him|her|them|my \w+) taken in\b|\btaken in for questioning\b|(?:ศุลกากร|ตม\.?|ทหาร|ตำรวจ|เจ้าหน้าที่)\S{0,6}ยึดตัว|ยึดตัว\S{0,30}ไว้|ไม่ให้\S{0,6}โทรหาใคร|(?:โดน|ถูก)\S{0,30}?(?:พา|ลาก|อุ้ม|หิ้ว)(?:ตัว)?ขึ้น(?:รถ|กระบะ|รถตู้)/u,
    custody: true,
  },
  {
    pattern: /\bwhere (?:he|she|they) (?:is|are|was|were) (?:being )?(?:kept|taken|held)\b/u,
    alsoIn: /\b(?:soldiers|army|military|police|cops|officers|immigration|customs|escorted|lifted)\b/u,
    custody: true,
  },
  // A warrant out and the police asking at the house: หมายจับออกแล้ว, ตำรวจมาถามหา.
  {
    pattern: /หมายจับ(?:ออก|มา)(?:แล้ว)?|ออกหมายจับ|\b(?:arrest )?warrant (?:is|was|has been) (?:out|issued)\b/u,
    alsoIn:
      /(?:มอบตัว|ประกัน|ตำรวจมา|เมื่อเช้า|วันนี้|เพิ่ง|\bsurrender|\bturn (?:myself|himself|herself) in\b|\bbail\b|\bpolice came\b)/u,
  },
  // A row next door going on: things smashing and a child crying while they scream.
  {
    pattern:
      /\b(?:things|glass|plates|dishes|something) (?:smashing|breaking)\b|\b(?:a |the )?(?:kid|child|baby) (?:is |'s )?(?:crying|screaming)\b/u,
    alsoIn: /\b(?:are|is|'re|'s) (?:\w+ )?(?:screaming|yelling|shouting|fighting|hitting)\b/u,
  },
  // A deadline of a day with men to back it: "if I do not sign my shares over by tomorrow noon".
  {
    pattern:
      /\bif (?:i|we) (?:do not|don't|dont) (?:sign|pay|transfer)\b[^.!?]{0,60}?\bby (?:tomorrow|tonight|noon|midnight)\b/u,
    alsoIn: /\b(?:men|guys|something will happen|or else|hurt|kill|burn|visit|threat\w*)\b/u,
  },
  // Still in the interview room, locked in so as not to go home, a child of thirteen gone since last night: what
  // "ตอนนี้ตีหนึ่งแล้ว" (it is one in the morning) is told beside.
  {
    pattern:
      /(?:ยัง)?(?:นั่ง|อยู่|ติด)\S{0,6}ห้องสอบสวน|ล็[อ]?[คก]ประตู\S{0,16}ไม่ให้\S{0,12}(?:ออก|กลับ)|ไม่กลับบ้าน(?:ตั้งแต่)?(?:เมื่อคืน|เมื่อวาน)/u,
    alsoIn: /(?:ติดต่อไม่ได้|ไม่รับสาย|ปิดเครื่อง|ไม่ไหว|ยังนั่ง|ยังอยู่|ยังติด|คืนนี้|ตอนนี้)/u,
  },
  // A hearing within days (either order); a summons that names its day further on in the sentence.
  {
    pattern: new RegExp(`(?:ได้(?:รับ)?)?${HEARING}${SENTENCE}${SOON}|${SOON}${SENTENCE}${HEARING}`, 'u'),
    // An appointment at the land office to be given land is no hearing; a hearing held today and put off for
    // months, a court visited today, or a judgment given with no date after it, is over.
    unless:
      /นัด(?:กับ)?\S{0,10}ไป(?:สำนักงาน)?ที่ดิน(?=[^\n]{0,40}(?:ยก|โอนให้))|\b(?:was|were|got|been) (?:postponed|adjourned|rescheduled) (?:to|until) (?!tomorrow|this |the day after)|เลื่อน\S{0,30}ไป(?:อีก)?\s*(?:\d+|หนึ่ง|สอง|สาม|สี่|ห้า|หก|หลาย)\s*(?:เดือน|สัปดาห์|อาทิตย์)|改期到|延期到|推迟到|ไปศาล\S{0,25}(?<!เ)มา(?:แล้ว|ครับ|ค่ะ|\s)|ศาล\S{0,25}(?:ตัดสิน|พิพากษา)(?:ไป)?(?:แล้ว|เลย)(?![^\n]{0,60}(?:พรุ่งนี้|มะรืน))|\bonly to (?:collect|pick up|get|sign for)\b|แค่ไป(?:รับ|ขอ)(?:สำเนา|เอกสาร|หนังสือ)/u,
    notIn: new RegExp(
      `${FILING.source}|${HEARING_DONE.source}|(?<!以为(?:是)?)下个月|明年|\\bnext (?:month|year)\\b|เดือนหน้า|ปีหน้า|ตัดสินใจ|\\bdecide\\b|决定`,
      'u',
    ),
    dated: true,
  },
  {
    pattern: new RegExp(`(?:\\bsummons\\b|หมายเรียก|传票)[^.!?。！？\\n]{0,100}?${SOON}`, 'u'),
    notIn: new RegExp(
      `${HEARING_DONE.source}|\\bnext (?:month|year)\\b|เดือนหน้า|ปีหน้า|(?<!以为(?:是)?)下个月|明年`,
      'u',
    ),
    dated: true,
  },
  // A child taken abroad, or kept from the parent.
  {
    pattern: new RegExp(`${NOW}${NEAR}${DEPARTURE}`, 'u'),
    alsoIn: new RegExp(
      `(?:พา|เอา|รับ)(?:${CHILD_TH}|น้อง)|\\b(?:take|taking|took|has|have|with) (?:my|our|the) (?:\\w+ )?${CHILD_EN}\\b|(?:带|接|抢)(?:走|着)?(?:了)?(?:我的)?${CHILD_ZH}`,
      'u',
    ),
    unless: PLANNING,
  },
  { pattern: /(?:พา|เอา)(?:ลูก|หลาน)\S{0,4}?(?:หนี|บิน|ข้าม)/u, unless: PLANNING },
  {
    pattern: /(?:พา|เอา)ลูก(?:ไป|กลับ)/u,
    alsoIn: new RegExp(`${DEPARTURE}|${ABROAD_TH}|ประเทศ|จะไม่กลับ|ไม่กลับมา|ขู่`, 'u'),
    unless: PLANNING,
  },
  { pattern: new RegExp(`(?:พา|เอา)(?:ลูก)?(?:หนี)?ไป.{0,15}?${ABROAD_TH}`, 'u'), unless: PLANNING },
  { pattern: /(?:ลักพาตัว|\bkidnapp?(?:ed|ing)?\b|\babduct(?:ed|ing)?\b|绑架)/u, unless: PLANNING },
  {
    pattern: new RegExp(
      String.raw`\b(?:took|has taken|have taken|taken|snatched|grabbed) (?:my|our|the) (?:\w+ )?${CHILD_EN}\b`,
      'u',
    ),
    alsoIn:
      /\b(?:(?:won't|refuses? to|not) (?:bring|give|return|let me see) (?:him|her|them)|without (?:my (?:consent|permission|knowledge)|telling me)|disappeared|(?:don't|do not) know where|never see|crossed|abroad|not answering|won't answer|blocked me|never agreed|(?:didn't|did not) agree)\b/u,
    unless: PLANNING,
  },
  {
    pattern: new RegExp(String.raw`\b(?:is|are|'s) taking (?:my|our) ${CHILD_EN}\b`, 'u'),
    alsoIn: new RegExp(
      String.raw`${DEPARTURE}|\b(?:abroad|away|tonight)\b|\bwithout my\b|(?:don't|do not) know where|never see`,
      'u',
    ),
    unless: PLANNING,
  },
  {
    pattern: new RegExp(`${CHILD_TH}[^\\n]{0,80}?${DEPARTURE}|${DEPARTURE}[^\\n]{0,40}?${CHILD_TH}`, 'u'),
    alsoIn: /(?:พา|เอา|รับ|อยู่กับ|ไม่กลับ|ไม่ยอม|หนีตาม|หนีไปกับ|จะบิน|คืนนี้|บล็อก)/u,
    unless: PLANNING,
  },
  {
    pattern: new RegExp(
      `${CHILD_TH}[^\\n]{0,60}?(?:ไม่(?:ยอม)?ส่ง(?:ลูก|หลาน)?คืน|(?<!เคย)ไม่(?:ยอม)?คืน(?:ลูก|หลาน|แล้ว)(?!เงิน))`,
      'u',
    ),
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:take|taking|took|takes|has|driving|flying)\b (?:my|our|the)\b[^.!?]{0,12}\b${CHILD_EN}\b`,
      'u',
    ),
    alsoIn: new RegExp(String.raw`${DEPARTURE}|\babroad\b|\bto ${COUNTRY_EN}\b|\btonight\b`, 'u'),
    unless: PLANNING,
    notIn: CHILDS_THING,
  },
  {
    pattern: new RegExp(
      String.raw`\b${CHILD_EN}\b[^.!?]{0,60}${DEPARTURE}|${DEPARTURE}[^.!?]{0,60}\b(?:${CHILD_EN}|them|him|her)\b`,
      'u',
    ),
    alsoIn: /\b(?:take|taking|took|takes|has|driving|fly|flying|holding|with (?:her|him|them))\b/u,
    unless: PLANNING,
    notIn: CHILDS_THING,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:tak(?:e|es|ing)|took|bring(?:ing)?) (?:him|her|them|my \w+|our \w+)\b[^.!?]{0,40}\b(?:abroad|out of (?:the country|thailand)|(?:back )?to (?:${COUNTRY_EN}|his family|her family)|to (?:his|her|their) \w+ in ${COUNTRY_EN})\b`,
      'u',
    ),
    unless: PLANNING,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:leaving|left|fly|flying|flew|going|gone|fled)(?: out| off| away)? (?:\w+ )?with (?:my|our|the) (?:\w+ )?${CHILD_EN}\b`,
      'u',
    ),
    alsoIn: new RegExp(
      String.raw`${DEPARTURE}|\babroad\b|\b(?:for|to) ${COUNTRY_EN}\b|not (?:come|coming) back`,
      'u',
    ),
    unless: PLANNING,
  },
  { pattern: /(?:带走孩子|把孩子带|孩子被带)/u, unless: PLANNING },
  {
    pattern: new RegExp(
      `${CHILD_ZH}[^\\n]{0,40}?(?:今晚|今天|现在|马上)[^\\n]{0,10}?${DEPARTURE}|(?:今晚|今天|明天|马上|现在)[^，。！？\\n]{0,6}(?:带|把)${CHILD_ZH}[^，。！？\\n]{0,12}(?:飞|出国|回国|坐飞机|${DEPARTURE})|${CHILD_ZH}[^\\n]{0,30}?护照[^\\n]{0,6}拿走`,
      'u',
    ),
    unless: PLANNING,
  },
  {
    pattern: new RegExp(
      `${CHILD_ZH}[^。！？\\n]{0,6}(?:带|接)(?:回|去|到|走)[^。！？\\n]{0,10}${ABROAD_ZH}|带(?:着)?(?:我的)?${CHILD_ZH}(?:回|去|到|离开)|把${CHILD_ZH}[^。！？\\n]{0,8}(?:带|接)(?:走|到)`,
      'u',
    ),
    unless: PLANNING,
  },
  {
    pattern: new RegExp(`${CHILD_ZH}[^\\n]{0,30}?${DEPARTURE}|${DEPARTURE}[^\\n]{0,30}?${CHILD_ZH}`, 'u'),
    alsoIn: /(?:带|接|抢)/u,
    unless: PLANNING,
  },
  // Shut in: locked in a house or a room, a chain on the door from outside.
  {
    pattern:
      /\block(?:s|ed)? (?:her|him|me|us|them)(?: up)? (?:in|inside)\b|\block(?:s|ed)? (?:the|our|my) (?:\w+ )?(?:door|gate|room) from (?:the )?outside\b/u,
  },
  {
    pattern:
      /(?:ติดอยู่(?:ข้าง)?ใน\S{0,10}ออก(?:ไป)?ไม่ได้|(?:คล้อง|ล็อก|ล็อค|ใส่กุญแจ)\S{0,12}(?:ประตู\S{0,6}(?:จาก)?|(?:หอ|ห้อง|บ้าน)\S{0,12}จาก)ข้างนอก)/u,
  },
  // A door forced now; violence going on, heard through the wall.
  {
    pattern:
      /\b(?:is|are|'s|'re|keeps?) (?:beating|hitting|punching|kicking|choking|strangling) (?:his|her|their|my|the|a|him|them|me)\b|\bi can hear (?:her|him|them|someone) (?:screaming|crying|yelling|begging)\b|撬锁|砸门|踹门|踹[^，。！？\n]{0,10}门|一直在敲门|(?:一直|正)在(?:打人|打她|打他|打我|殴打)|(?:哭喊|大喊)救命/u,
  },
  // Hiding from someone who waits outside.
  {
    pattern:
      /\blet (?:me|us) hide\b|\b(?:he|she|they)(?:'s| is|'re| are) (?:parked|waiting|standing) (?:outside|across the (?:road|street)|at the (?:door|gate))\b/u,
  },
  // Held by officers: a passport taken and a room, taken back for questioning and not let go.
  {
    pattern:
      /\b(?:took|have|has|kept|keeping|holding) (?:my|his|her|our) passports?\b[^.!?]{0,40}\bput (?:me|him|her|us) in (?:a|the) (?:room|cell)\b/u,
    custody: true,
  },
  // Someone in the house who will not leave; kept in a room, not let out.
  {
    pattern:
      /\b(?:won't|will not|refuses? to|(?:they|he|she) (?:don't|do not|doesn't|does not)) leave (?:until|till|unless)\b|(?:不肯走|不走)[^。！？\n]{0,6}逼[^，。！？\n]{0,6}签/u,
  },
  { pattern: /ไม่ให้(?:ผม|ฉัน|หนู|เรา|ดิฉัน|เขา|แม่|พ่อ)?ออกจาก(?:ห้อง|บ้าน|ตึก|ที่นั่น|ที่นี่)/u },
  {
    pattern: new RegExp(
      String.raw`\b(?:won't|will not|refuses? to|doesn't|does not) let ${PERSON_EN} (?:down the gangway|off the (?:ship|vessel|boat)|go ashore|leave the (?:ship|vessel|boat|house|room|building|compound))\b`,
      'u',
    ),
    present: true,
  },
  // Staff kept in an office that men have taken over: 不让员工离开, while they carry things off.
  {
    pattern: /不(?:让|准|许)[^，。！？\n]{0,3}?(?:离开|走(?!进)|出去|出门)/u,
    alsoIn: /(?:正在|现在|还在|[\d一二两三四五六七八九十几]+个?(?:小时|钟头)了)/u,
  },
  // Someone who took a passport or threatens, sitting in the lobby and watching; the person afraid to come down.
  {
    pattern:
      /\b(?:is|are|'s|'re) (?:still )?(?:sitting|waiting|standing) in (?:our|the|my) (?:hotel )?(?:lobby|reception)\b[^.!?]{0,20}\bwatching\b|(?:นั่ง|ยืน)(?:รอ|เฝ้า)อยู่(?:ที่|ใน|หน้า)(?:ล็อบบี้|ล๊อบบี้|ห้องโถง|เคาน์เตอร์)|坐在[^，。！？\n]{0,6}(?:大堂|大厅|前台|门口)/u,
    alsoIn: /(?:\bwatching\b|ไม่กล้า(?:ลง|ออก|กลับ|เข้า|ไป)|不敢(?:回|出|下))/u,
    present: true,
  },
  // Cries and blows heard behind a door locked from inside.
  {
    pattern:
      /(?:ได้ยินเสียง\S{0,12}(?:ทุบตี|ตบตี|ร้อง(?:ให้)?ช่วย)|เสียง\S{0,10}ร้อง(?:ให้)?ช่วย|\bheard (?:her|him|someone|a (?:woman|man|child)) (?:screaming|crying for help|being (?:hit|beaten))\b|听到[^，。！？\n]{0,10}(?:呼救|喊救命|打人的声音))/u,
    alsoIn:
      /(?:ไม่(?:ยอม)?เปิด|ล็[อ]?[คก](?:ประตู)?(?:จาก)?ข้างใน|\b(?:won't|will not|doesn't|does not|didn't) open\b|\blocked from (?:the )?inside\b|不开门|反锁)/u,
  },
  {
    pattern: /(?:ลูก|นักเรียน|เด็ก|หลาน)[^\n]{0,40}ออกจากบ้าน(?:ไป)?ตั้งแต่[^\n]{0,30}กับ(?:ผู้ชาย|ชาย|แฟน)/u,
    alsoIn: /(?:(?:โทรศัพท์|มือถือ)ปิด|ปิดเครื่อง|ติดต่อไม่ได้|ยังไม่กลับ)/u,
    present: true,
  },
  // Fuel poured round a house, a lighter held: a fire about to be set.
  { pattern: /(?:เอาน้ำมันราด|น้ำมันราด|ราดน้ำมัน|ถือไฟแช็ก|จุดไฟเผา|浇汽油|泼汽油)/u },
  // Men sent by a lender sitting in the shop, coming back with more.
  {
    pattern:
      /\b(?:men|guys|people|thugs|collectors)\b[^.!?]{0,40}\b(?:are|'re) (?:sitting|standing|waiting) (?:in|at|outside)\b|\b(?:come|coming|be) back (?:at \d+|tonight|later|this evening)\b[^.!?]{0,20}\bwith (?:more )?(?:people|men|guys|friends)\b/u,
    alsoIn: /\b(?:loan shark|lender|debt|collectors?|gang|thugs|broke|smash(?:ed)?|owe|borrowed)\b/u,
  },
  // A child taken into a car just now, or driven off with the phone turned off.
  {
    pattern: new RegExp(
      String.raw`\b(?:took|grabbed|snatched|taking|dragged) (?:our|my|her|his|the) ${CHILD_EN}\b[^.!?]{0,40}\b(?:into|in) (?:a|the|their|his|her) (?:car|van|truck|pickup)\b`,
      'u',
    ),
    alsoIn: /\b(?:just|following|now|tonight)\b/u,
    unless: PLANNING,
  },
  {
    pattern: new RegExp(`(?:รับ|พา|เอา)${CHILD_TH}[^\\n]{0,60}?(?:ออกไปเลย|ขับ(?:รถ)?ออกไป|หนีไป)`, 'u'),
    alsoIn: /(?:ปิดโทรศัพท์|ปิดมือถือ|ปิดเครื่อง|ติดต่อไม่ได้|ไม่รับสาย|ไม่ได้บอก|ไม่ได้ขอ|ไม่ได้ถาม)/u,
    unless: PLANNING,
  },
  // Armed men doing damage now.
  {
    pattern:
      /\bwith (?:a )?(?:guns?|knives|knife|machetes?)\b[^.!?]{0,60}\b(?:they|he)(?:'re| are|'s| is) (?:cutting|breaking|smashing|tearing|knocking|pulling|burning|digging|destroying)\b/u,
  },
  // Banging at the door of someone hiding; called from a police station.
  {
    pattern:
      /\b(?:are|is|'re|'s) outside (?:my|our|the) (?:\w+ )?(?:room|door|house|condo|flat|apartment)\b[^.!?]{0,25}\b(?:banging|kicking|pounding|shouting|yelling)\b/u,
    // Happening as told: a threat of last week told after it is no past of this.
    dated: true,
  },
  {
    pattern: /\b(?:called|calling|rang|texted) (?:me )?(?:\w+ )?from (?:a|the) (?:\w+ )?police station\b/u,
    custody: true,
  },
  // Someone coming tonight to deal with the one who writes; taken back to the station with the police.
  {
    pattern:
      /(?:(?:คืนนี้|วันนี้|เดี๋ยว)(?:จะ)?มา(?:จัดการ|เอาเรื่อง|เก็บ|ฆ่า|ทำร้าย|เอาคืน)|(?:让|要|叫|带)(?:我|他|她)[^，。！？\n]{0,10}跟(?:他们|警察)回(?:警局|警察局|派出所))/u,
  },
  // Knocked down and not getting up.
  { pattern: /(?:倒|躺|坐)在地上(?:起不来|不动)/u },
  // Still held at a station, kept by customs or immigration.
  { pattern: /\bstill have (?:my|his|her|our) \w+ at\b/u, custody: true },
  {
    pattern:
      /被[^，。！？\n]{0,6}(?:带回(?:去|警局|派出所)|留下(?:了|来)|扣下(?:了|来)|拦下(?:了|来))|(?:还|到现在)(?:没|没有|未)(?:放人|(?<!(?:结果|判决|报告|签证|鉴定|证件|文件|钱)[^，。！？\n]{0,4})出来)|不让(?:打电话|离开|回家|我们见|家人见)/u,
    custody: true,
    alsoIn: /(?:警察|警局|派出所|移民局|海关|机场|口岸|被[^，。！？\n]{0,4}叫进去)/u,
  },
  // Children on a bus or a boat to a border now.
  {
    pattern: new RegExp(
      String.raw`\b(?:they|he|she)(?:'re| are| is|'s)? on (?:the|a) (?:bus|van|boat|ferry|train|plane|flight) to\b[^.!?]{0,30}(?:${DEPARTURE}|\b${COUNTRY_EN}\b)`,
      'u',
    ),
    alsoIn: new RegExp(String.raw`\b${CHILD_EN}\b`, 'u'),
    unless: PLANNING,
  },
  // Told by the police to come on a day within days.
  {
    pattern:
      /\b(?:police|customs|immigration)\b[^.!?]{0,40}\b(?:(?:must|have to|need to) (?:go|come|report)|(?:say|says|said|told (?:me|us|him|her)(?: to)?) come)\b/u,
    alsoIn: new RegExp(SOON, 'u'),
  },
  {
    pattern: /\b(?:is|was|been|are|were) (?:kept|held|stopped) by (?:the )?customs\b/u,
    custody: true,
    unless: /\b(?:shipment|goods|container|cargo|parcels?|package|furniture|order|stock|consignment)\b/u,
  },
  // Held now, told plainly: kept at the station, held since last night, not let to call anyone.
  {
    pattern:
      /\b(?:police|cops|customs|immigration|they)\b (?:still )?(?:keep|keeps|keeping|hold|holds|holding)\b (?:him|her|them|my \w+(?: \w+)?)\b(?: (?:at|in) (?:the |a |one )?(?:[\w-]+ ){0,2}(?:station|room|office|cells?)\b| since (?:last night|this morning|yesterday)| (?:at|in) [\w ]{1,25}?\bsince\b)/u,
    custody: true,
    present: true,
  },
  {
    pattern:
      /\b(?:don't|won't|do not|will not|didn't) let (?:him|her|them|my \w+) (?:call|leave|go|see|contact|use)\b/u,
    custody: true,
    alsoIn:
      /\b(?:police|customs|immigration|airport|station|officers?|back room|don mueang|suvarnabhumi|checkpoint|hours? now)\b/u,
  },
  {
    pattern:
      /\bpolice (?:bring|brought|take|took|taking|bringing) (?:both|them|him|her|my \w+|us)\b[^.!?]{0,12}\bto (?:the )?[\w ]{0,25}\bstation\b/u,
    custody: true,
  },
  // Men around someone now; a child flown out tomorrow for good.
  {
    pattern:
      /\b(?:\d+|two|three|four|five|six|some|many) (?:men|guys|people) (?:are )?(?:around|surround(?:ing)?) (?:him|her|me|us|them)\b/u,
    alsoIn: new RegExp(NOW, 'u'),
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:fly|flies|flying|leave|leaves|leaving|take|takes|taking)\b (?:out )?(?:tomorrow|tonight|today)\b[^.!?]{0,40}\b${CHILD_EN}\b`,
      'u',
    ),
    alsoIn: /\b(?:not coming back|never come back|without (?:my|our) (?:consent|permission)|passports?)\b/u,
    unless: PLANNING,
  },
  // Private pictures sent out tonight unless money is paid.
  {
    pattern:
      /\b(?:post|send|share|leak|upload)\b[^.!?]{0,40}\b(?:pics|photos|pictures|videos?|clips?|nudes)\b[^.!?]{0,50}\b(?:if|unless)\b/u,
    alsoIn: /\b(?:tonight|today|by \d+ ?(?:pm|am)|in \d+ hours?)\b/u,
  },
  // A child beaten next door for half an hour, crying for help.
  {
    pattern: /(?:ตี|ทำร้าย|ซ้อม|ทุบตี)\S{0,12}มา(?:ครึ่ง|\d+|หนึ่ง|สอง|สาม)?\s*(?:ชม\.?|ชั่วโมง|นาที)แล้ว/u,
    alsoIn: /ร้อง(?:ขอ)?(?:ให้)?ช่วย/u,
  },
  // A child photographed at the gate of an airport just now.
  {
    pattern: new RegExp(
      `${CHILD_TH}[^\\n]{0,20}(?:หน้า|ที่)\\s*(?:gate|เกท|เกต|ประตูขึ้นเครื่อง|สนามบิน|ดอนเมือง|สุวรรณภูมิ)`,
      'u',
    ),
    alsoIn: /(?:เพิ่ง|ตอนนี้|ไม่ได้บอก|คืนนี้)/u,
    unless: PLANNING,
  },
  // Not let go unless money comes.
  { pattern: /(?:不然|否则)(?:就)?(?:不放人|撕票)/u, present: true },
  // Told by the clock: still locked in from outside, not let go since yesterday, not back from immigration until
  // now, kept at the station, a gang coming tonight, a passport taken before tonight's flight, driven to the border.
  { pattern: /\bstill locked (?:from (?:the )?outside|in)\b/u },
  {
    pattern: /\b(?:haven't|hasn't|have not|has not) let (?:her|him|them|me|us|my \w+) (?:go|leave|out)\b/u,
    custody: true,
  },
  {
    pattern:
      /\buntil now\b[^.!?]{0,40}\b(?:not|hasn't|haven't|didn't|never) (?:come|came|been) (?:back|out|home)\b/u,
    custody: true,
    alsoIn: /\b(?:police|immigration|station|officers?|customs|idc)\b/u,
  },
  {
    pattern:
      /\b(?:police|cops|customs|immigration|they)\b (?:kept|held) (?:him|her|them|my \w+(?: \w+)?)\b (?:at|in) (?:the |a )?(?:[\w-]+ ){0,2}(?:station|room|office|cells?)\b/u,
    custody: true,
  },
  {
    pattern: /\b(?:they|he|she)(?:'ll| will| are going to| is going to) come\b[^.!?]{0,30}\btonight\b/u,
    alsoIn: /\b(?:if (?:i|we) (?:don't|do not|can't)|unless|the boys|guns?|knives|knife|hurt|beat)\b/u,
  },
  {
    pattern: /\b(?:took|has|keeps?|kept|is holding|holds) (?:my|our|his|her) passports?\b/u,
    alsoIn: /\b(?:flight|fly|flying)\b[^.!?]{0,30}\btonight\b|\btonight\b[^.!?]{0,30}\b(?:flight|fly)\b/u,
  },
  {
    pattern:
      /\b(?:take|send|drive|driven|taken|sent) (?:(?:me|us|him|her|them) )?(?:back )?to (?:the )?[\w ]{0,20}\bborder\b/u,
    alsoIn: /\b(?:tomorrow|tonight|today|now|ago|this morning|waiting)\b/u,
    unless: PLANNING,
  },
  // A clock time of now beside something still going on, after violence.
  {
    pattern: /\b(?:it's|it is) \d{1,2}(?::\d\d)? ?(?:am|pm|o'clock)?(?: now)?,? and\b[^.!?]{0,30}\bstill\b/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
  },
  // A child not brought back this evening; a child at the airport with the other parent.
  {
    pattern: /ยังไม่(?:ยอม)?(?:พา|ส่ง)\S{0,6}(?:มา)?คืน/u,
    alsoIn: new RegExp(`${CHILD_TH}[^\\n]*(?:ตอนนี้|ทุ่ม|วันนี้|คืนนี้)`, 'u'),
  },
  {
    pattern: new RegExp(
      `${CHILD_ZH}[^，。！？\\n]{0,6}(?:在|到了|去了)[^，。！？\\n]{0,6}(?:机场|口岸|边境)`,
      'u',
    ),
    alsoIn: /(?:今晚|今天|现在|刚)/u,
    unless: PLANNING,
  },
  {
    pattern: /不(?:送|带)(?:孩子)?回来了/u,
    alsoIn: new RegExp(`${CHILD_ZH}[\\s\\S]*(?:今天|今晚|现在)|(?:今天|今晚|现在)[\\s\\S]*${CHILD_ZH}`, 'u'),
  },
  // Told in quoted words: "your son is with us at the station", "you'll regret it", "I'm outside with my guys",
  // "nobody leave the dorm tonight", "คืนนี้ระวังตัวไว้", "救我 他们不让我出房间".
  {
    pattern:
      /\b(?:your|my|our) (?:[\w-]+ )?(?:son|daughter|husband|wife|brother|sister|friend|boyfriend|girlfriend|father|mother|dad|mum|mom|child|kid)\b (?:is|are) (?:with us|being held|held|locked up) (?:at|in) (?:the |a )?[\w ]{0,20}?(?:station|cells?)\b/u,
    custody: true,
  },
  {
    pattern: /\byou(?:'ll| will) (?:regret (?:it|this)|pay for (?:it|this)|be sorry|get what you deserve)\b/u,
    alsoIn: /\b(?:tonight|now|today|just (?:messaged|sent|texted|said|posted|wrote|called))\b/u,
  },
  {
    pattern:
      /\b(?:i'm|i am|they're|they are|he's|he is|she's|she is|we're|we are) (?:here|outside|downstairs|coming|at (?:the|your) \w+)(?: [\w ]{0,20}?)? with (?:a |his |her |their |my )?(?:\w+ )?(?:backhoe|guns?|knife|knives|bats?|sticks?|guys|men|boys|friends|machetes?)\b/u,
  },
  {
    pattern:
      /\b(?:\d+|two|three|four|five|six|some|many) (?:of (?:his|their|her) )?(?:men|guys|people|friends) (?:are|is) (?:standing |waiting )?(?:around|surrounding) (?:him|her|me|us|them|my \w+)\b/u,
  },
  {
    pattern:
      /\b(?:two |2 |three |3 |some )?(?:officers|police(?:men)?|cops)\b(?: with a [\w ]{0,30}?)? (?:are|is) (?:here|downstairs|waiting|at the (?:door|gate|lobby|reception))\b/u,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:drove|ran|took|went) (?:off|away) with (?:my|our|the) (?:[\w-]+ ){0,3}?${CHILD_EN}\b`,
      'u',
    ),
  },
  { pattern: /\b(?:door|gate)s? (?:is|are) (?:still )?lock(?:ed)? from (?:the )?outside\b/u },
  {
    pattern: /\b(?:i'm|i am|we're|we are) hiding (?:at|in|from)\b/u,
    alsoIn:
      /\b(?:rang (?:my|the) bell|came to (?:my|the|our) (?:door|house|room|condo)|looking for (?:me|us)|asking for (?:me|us)|threat\w*|knife|gun|bottle|waiting (?:for (?:us|me) )?outside)\b/u,
  },
  {
    pattern: /\bnobody (?:leave|leaves|go(?:es)? out)\b/u,
    alsoIn: /\b(?:lock(?:ed)?|tonight|passports?)\b/u,
  },
  { pattern: /(?:คืนนี้|วันนี้|เย็นนี้)\S{0,4}(?:เจอกันแน่|ระวังตัว|เตรียมตัว|ได้เห็นดี|ไม่รอด|เจอดี)/u },
  {
    pattern: /ห้าม(?:ใคร)?ออกจาก(?:ห้อง|โกดัง|หอ|บ้าน|โรงงาน|ตึก|ที่พัก)|ยังติดอยู่(?:ข้าง)?ใน/u,
    alsoIn: /(?:ล็อก|ล็อค|กุญแจ)/u,
  },
  { pattern: /(?:โดน|ถูก)(?:ล็อก|ล็อค|ขัง)(?:ไว้|อยู่)?ใน|ใส่กุญแจ(?:จาก)?ข้างนอก|ล็อก(?:จาก)?ข้างนอก/u },
  {
    pattern: /ไม่ต้องมารับ/u,
    alsoIn: new RegExp(`${CHILD_TH}[^\\n]*(?:ปิดมือถือ|ปิดเครื่อง|เมื่อเช้า)`, 'u'),
  },
  { pattern: /ช่วย(?:โทร)?แจ้ง(?:ตำรวจ|191)?ด้วย/u },
  {
    pattern:
      /(?:你|您)(?:的)?(?:儿子|女儿|老公|老婆|丈夫|妻子|家人|朋友|孩子|哥哥|弟弟|姐姐|妹妹)(?:现在)?在[^，。！？\n]{0,6}(?:警局|警察局|派出所|移民局)/u,
    custody: true,
  },
  {
    pattern:
      /不(?:让|给)(?:我|他|她)(?:们)?出(?:房间|门|去|来)|救救?我|(?:还)?没(?:有)?让(?:我|他|她)(?:们)?出来/u,
  },
  { pattern: /要带(?:我们|他们|他|她)走/u, alsoIn: /(?:警察|移民局|海关)/u },
  // Long stories, the urgent part in the middle: hurt and no ambulance, held until one signs or pays, machines
  // tearing down a fence with a threat, on the way to the airport with the child.
  { pattern: /\b(?:won't|will not|refuses? to|didn't|did not|doesn't) call an? ambulance\b/u },
  {
    pattern: /\b(?:he|she|you|they|we|i) (?:will|'ll|gonna|would) get hurt\b/u,
    alsoIn: new RegExp(NOW, 'u'),
  },
  {
    pattern:
      /\b(?:can't|cannot|can not|won't be allowed to|not allowed to) leave until (?:she|he|they|i|we) (?:signs?|pays?)\b/u,
  },
  {
    pattern:
      /\b(?:won't|don't|doesn't|will not|do not) let (?:him|her|them|me|us|my [\w ]{1,15}?) (?:leave|go|off|out)\b[^.!?]{0,30}\buntil\b/u,
  },
  {
    pattern: /\b(?:has|have) been (?:held|detained|kept|stopped)\b[^.!?]{0,60}\bsince\b/u,
    custody: true,
    present: true,
  },
  {
    pattern:
      /\b(?:are|is|'re|'s) (?:now |still |at this moment )?(?:pushing|tearing|knocking|bulldozing|cutting|breaking|smashing) (?:down |up )?(?:our|my|the) (?:\w+ )?(?:fence|wall|gate|house|trees|shop|door)\b/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:on (?:the|her|his|their) way|heading|driving|going) to the airport with (?:our|my|the|their|her|his) (?:\w+ )?${CHILD_EN}\b`,
      'u',
    ),
    notIn: PLANNING,
  },
  { pattern: /ไม่(?:ยอม)?(?:ให้|พา)(?:ออก)?ไปโรง(?:พยาบาล|บาล)|ไม่(?:ยอม)?เรียกรถพยาบาล/u },
  { pattern: /บังคับ(?:ให้)?(?:โอน|เซ็น|ลงชื่อ)/u, alsoIn: /(?:วันนี้|ตอนนี้|ตั้งแต่เช้า|เมื่อเช้า)/u },
  { pattern: /ยังไม่ยอม(?:กลับ|ไป|ออกไป)/u, alsoIn: new RegExp(VIOLENCE, 'u') },
  {
    pattern:
      /ไม่(?:ยอม)?ให้\S{0,20}(?:จนกว่าจะ(?:จ่าย|เซ็น|โอน|คืนเงิน)|ออกจาก(?:ห้อง|ออฟฟิศ|บ้าน|ร้าน|ตึก|ที่ทำงาน|โรงงาน|ล็อบบี้|ลานจอด))/u,
    alsoIn: /(?:ยึดโทรศัพท์|ยึดมือถือ|กัน\S{0,6}ไว้|ขัง|ล็อก|ตั้งแต่เช้า|ตอนนี้|วันนี้|ยืนคุม|ชั่วโมง\S{0,4}แล้ว|อยู่ตรงนั้น)/u,
  },
  { pattern: /(?:ยืน|มา)ล้อม(?:บ้าน|ห้อง|รถ|ร้าน)/u, alsoIn: /(?:ตอนนี้|วันนี้|คืนนี้)/u },
  { pattern: /จะ(?:เผา|จุดไฟเผา)/u, alsoIn: /(?:ตอนนี้|วันนี้|คืนนี้)/u },
  { pattern: /不敢开门/u, alsoIn: /(?:踢门|砸门|敲门|门外|放火)/u },
  // He is here with a knife; shut in since yesterday; taken from school on the way to the airport; threats of
  // tonight (ไม่งั้นขึ้นไปพังประตู, 让你好看).
  {
    pattern:
      /\b(?:he|she|they|one of them) (?:has|have|'s got|is holding|are holding) (?:a |his |her )?(?:knife|gun|machete|knives|guns)\b/u,
    alsoIn: /\b(?:here|now|outside|found me|just|or else|(?:is|'s) standing there)\b/u,
  },
  { pattern: /\b(?:can't|cannot|can not) (?:go out|leave|get out)\b[^.!?]{0,10}\bsince\b/u },
  {
    pattern:
      /\b(?:took|picked up|picked) (?:him|her|them|my \w+|our \w+)(?: up)?\b[\s\S]{0,120}?\b(?:going|heading|on (?:the|their) way|driving) to the airport\b/u,
    notIn: PLANNING,
  },
  {
    pattern: /ไม่งั้น(?:จะ)?(?:ขึ้นไป|เข้าไป)?(?:พัง|ทุบ|เผา|ฆ่า|ตี|ทำร้าย)/u,
    alsoIn: /(?:เมื่อกี้|ตอนนี้|ยังยืน|เดี๋ยวนี้|คืนนี้)/u,
  },
  { pattern: /让你好看|给你好看/u, alsoIn: /(?:今晚|现在|刚才|刚刚)/u },
  // Formal letters and texting fragments: still at the police since yesterday, having fled, collected from school
  // to fly tomorrow, kids' bags packed to fly tomorrow; 羁押, 至今未归, 传唤 for tomorrow.
  {
    pattern: /\bstill (?:at|in) (?:the )?[\w ]{0,20}?(?:police|station|immigration|cells?)\b/u,
    custody: true,
    present: true,
  },
  { pattern: /\bhaving (?:fled|escaped|run away from)\b/u, alsoIn: new RegExp(NOW, 'u') },
  {
    pattern: new RegExp(
      String.raw`\b(?:collected|picked up|took) (?:my|our|his|her|the) (?:[\w-]+ )?${CHILD_EN}\b[^.!?]{0,80}\b(?:fly|flying|leave|leaving|take (?:him|her|them))\b[^.!?]{0,30}\b(?:tomorrow|tonight|today)\b`,
      'u',
    ),
    notIn: PLANNING,
  },
  {
    pattern: new RegExp(
      String.raw`\b${CHILD_EN}\b[^.!?]{0,60}\b(?:fly|flies|flying|flight|leave|leaves|leaving)\b[^.!?]{0,40}\b(?:tomorrow|tonight|today)\b`,
      'u',
    ),
    alsoIn:
      /\b(?:not coming back|without (?:me|my|our)|never come back|never (?:said|signed|agreed)|didn't (?:agree|sign))\b|\bnever said aye\b/u,
    notIn: PLANNING,
  },
  { pattern: /(?:被|遭)?羁押(?:于|在|中)?/u, custody: true },
  {
    pattern: /至今(?:未|没有?)(?:归|获释|释放|放人|回来)/u,
    custody: true,
    present: true,
    alsoIn: /(?:警|海关|移民|派出所|带走)/u,
  },
  { pattern: /传唤[^。！？\n]{0,40}(?:明日|明天|今日|今天|后天)/u },
  // Migrant workers held without the word: kept in a house, a tent or a room, a police guard at the door, put in
  // a truck and no word since, secretly typing from the toilet, taken off the bus by soldiers, sent to the border.
  {
    pattern:
      /\b(?:keep|keeps|keeping|hold|holds|lock|locks)\b (?:him|her|them|us|me|my (?!passports?\b|papers\b|documents\b|id\b|card\b|money\b|things\b|bags?\b)\w+|\d+ of us)\b(?: \([^)]{0,40}\))? (?:in|at|on|inside) (?:a |the |his |their |one )?(?:[\w-]+ ){0,2}?(?:house|room|tent|farm|camp|boat|shop|dorm|dormitory|van|truck|office|warehouse)\b/u,
    custody: true,
  },
  {
    pattern:
      /\bpolice (?:officers? )?(?:guard|guarding|(?:is|are) guarding|stand at|(?:is |are )?posted at|(?:is |are )?sitting outside) (?:his|her|their|the) (?:door|room|bed)\b|(?:ตำรวจ|ตร\.)(?:นั่ง|ยืน)?เฝ้า(?:หน้าห้อง|หน้าเตียง|อยู่หน้าห้อง|ที่เตียง)|警察[^，。！？\n]{0,6}(?:守在|守着|看守)[^，。！？\n]{0,6}(?:病房|床|门口)/u,
    custody: true,
  },
  {
    pattern: /\bno (?:phone|contact|news|call|word|answer) since\b/u,
    alsoIn: /\b(?:police|officers?|immigration|soldiers|truck|van|took|take|put)\b/u,
  },
  {
    pattern:
      /\b(?:police|immigration|soldiers|officers?)\b (?:come|came) (?:to )?[\w ]{0,45}?\band (?:take|took|put)\b/u,
    alsoIn: new RegExp(NOW, 'u'),
  },
  { pattern: /\bsend(?:ing)? (?:him|her|them|my \w+) back (?:by|to)\b/u, alsoIn: new RegExp(SOON, 'u') },
  {
    pattern: /\b(?:so )?(?:we|i) (?:cannot|can't|can not) (?:leave|go)\b/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
  },
  {
    pattern:
      /\b(?:i|we) (?:run|ran|fled|escaped) with (?:my |the |our )?(?:baby|kids?|children|son|daughter)\b/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
  },
  {
    pattern: /(?<!\b(?:will|would|did|do|does) )\bnot let (?:him|her|them|us|me) (?:come|go|leave|out)\b/u,
    alsoIn: /\b(?:boss|captain|agent|owner|police|immigration|soldiers|since)\b/u,
  },
  {
    pattern:
      /\b(?:boss|employer|he|they)\b (?:not|no|won't|didn't|did not|don't) take (?:him|her|me|us|them )?(?:to )?(?:the )?hospital\b/u,
  },
  {
    pattern:
      /\b(?:message|messaging|texting|typing|writing|write) (?:you |this )?from (?:the )?(?:toilet|bathroom)\b/u,
  },
  {
    pattern: /ออก(?:ไป)?(?:ไหน)?ไม่ได้/u,
    alsoIn: /(?:ล็อก|ล็อค|กุญแจ|ขัง)/u,
    unless: /(?:เมื่อก่อน|เคย|เพื่อนเล่า)/u,
  },
  {
    pattern: /แอบ(?:พิมพ์|ส่งข้อความ|ส่งไลน์|โทร)/u,
    alsoIn: /(?:ไม่ให้|ยึด|ล็อก|ล็อค|ขัง|ตอนนี้)/u,
  },
  {
    pattern: /(?:ทหาร|ตำรวจ|ตม\.?)\S{0,25}เอา\S{0,20}ลงจากรถ/u,
    custody: true,
    alsoIn: /(?:ตอนนี้|ชั่วโมง|เมื่อกี้|เมื่อเช้า)/u,
  },
  {
    pattern: /(?:ไป)?ส่ง(?:ตัว)?(?:กลับ)?(?:ไป)?ชายแดน|พา\S{0,10}ไป(?:ส่ง)?ชายแดน/u,
    alsoIn: /(?:คืนนี้|วันนี้|พรุ่งนี้|ตอนนี้)/u,
  },
  { pattern: /被[^，。！？\n]{0,4}(?:扣|留|关)在/u, custody: true },
  { pattern: /(?:门口|外面)有警察守着|警察守(?:在|着)/u, custody: true },
  { pattern: /不(?:付钱|给钱|还钱)不让走/u, alsoIn: /(?:关在|锁|现在|还在里面)/u },
  // Regional voices: hauled off by the police, in the lockup since last night, locked in the staff house since,
  // a little one taken on the late flight; 被警察拉返, 困在, 扣了司机, 带孩子搭今晚的飞机.
  {
    pattern: /\b(?:hauled|dragged|carted|lifted) (?:him|her|them|my \w+)(?: off| away)?\b/u,
    custody: true,
    alsoIn: /\b(?:police|cops|coppers|guards|soldiers|station)\b/u,
  },
  {
    pattern: /\b(?:has|'s|have|'ve) been in (?:the )?(?:lockup|lock-up|cells?|jail|gaol|custody|nick)\b/u,
    custody: true,
    present: true,
  },
  {
    pattern:
      /\blocked (?:me|us|him|her|them)\b[^.!?]{0,40}\bin (?:the |a |our )?[\w ]{0,20}?(?:house|room|dorm|dormitory|office|warehouse)\b[^.!?]{0,20}\bsince\b/u,
  },
  {
    pattern:
      /\b(?:taking|take|took|grabbed) (?:him|her|them|our \w+|my \w+)\b[^.!?]{0,40}\bon the (?:late |night |evening |next |first )?flight\b/u,
    alsoIn: new RegExp(String.raw`\b${CHILD_EN}\b`, 'u'),
    notIn: PLANNING,
  },
  { pattern: /被警察拉(?:了)?(?:返|回|去)?/u, custody: true },
  { pattern: /拿着(?:刀|棍|枪|棒)[^，。！？\n]{0,6}在(?:门口|楼下|外面)|锁(?:住|上|了)门躲在/u },
  { pattern: /困(?:了)?在/u, alsoIn: /(?:不让|不交|保安|锁)/u },
  {
    pattern:
      /(?:海关|警察|移民局)[^，。！？\n]{0,8}扣(?:了|留)?[^，。！？\n]{0,6}(?:司机|员工|工人|老公|儿子|人)/u,
    custody: true,
  },
  {
    pattern: new RegExp(`带(?:着)?(?:[两二三一]个)?${CHILD_ZH}[^，。！？\\n]{0,10}(?:飞机|航班|机票)`, 'u'),
    alsoIn: /(?:今晚|今天|现在|刚刚|刚才|不回来)/u,
    unless: PLANNING,
  },
  // The day after, and it is not over: just pushed, outside now with a bat, at the door again, a new warrant.
  { pattern: /\b(?:just|now) (?:pushed|hit|punched|kicked|shoved|slapped|grabbed)\b/u },
  {
    pattern:
      /\b(?:is|are|'s|'re) (?:outside|here|at (?:my|our|the) (?:door|gate|shop|house))\b[^.!?]{0,20}\bwith (?:a |his |their )?(?:bat|knife|gun|machete|stick)\b/u,
  },
  { pattern: /มายืน\S{0,10}หน้า(?:ห้อง|บ้าน|หอ)/u, alsoIn: /(?:เมื่อกี้|ตอนนี้|อีกแล้ว)/u },
  { pattern: /มีหมายจับ/u, alsoIn: /(?:เมื่อกี้|ตอนนี้|วันนี้)/u },
  // Shut in a room by guards, a building's staff or customs, not let out for hours.
  {
    pattern:
      /(?:关在|关进|锁在|带进|带到)[^，。！？\n]{0,10}(?:室|房间|屋|办公室|小房间)(?=[^。！？\n]{0,40}(?:不让(?:走|出来|离开|上楼)|没出来|(?:多|几|[一二两三四五\d])+个?(?:多)?小时了))/u,
    custody: true,
  },
  // Men brought in and occupying the place now: inside, sitting and not leaving, standing round an office.
  {
    pattern:
      /\b(?:he's|he has|she's|she has|they've|they have) come with (?:\w+ )?(?:guys|men|people|thugs|friends)\b[^.!?]{0,30}\b(?:they're|they are) (?:inside|in the|in my|in our)\b/u,
  },
  {
    pattern:
      /\b(?:are|is|'re|'s) (?:still )?(?:sitting|staying|camped|standing) (?:in|inside|at) (?:her|his|my|our|the) (?:[a-z]+ )?(?:house|home|shop|office|bar|room|condo|restaurant|lobby|reception|hall|warehouse|factory)\b[^.!?]{0,30}\b(?:since|until|and (?:say|said|won't|refuse)|refus(?:ing|e) to leave)\b/u,
  },
  {
    pattern:
      /มา(?:นั่ง|ยืน)(?:รอ|อยู่)?ใน(?:บ้าน|ร้าน|ออฟฟิศ|ห้อง)\S{0,20}(?:ตั้งแต่\S{0,10}[^\n]{0,30}?|\s?)ไม่ยอม(?:กลับ|ไป|ออก)/u,
  },
  { pattern: /(?:พา|เอา)คนมา\S{0,12}(?:ยืน|นั่ง)?ล้อม(?:บ้าน|ร้าน|ออฟฟิศ|สำนักงาน|โรงงาน)/u },
  {
    pattern:
      /(?:พา|เอา)(?:ผู้ชาย|คน|พวก|ลูกน้อง|นักเลง)\S{0,10}(?:เข้ามา(?:ที่|ใน)(?:ออฟฟิศ|บ้าน|ร้าน|สำนักงาน|โรงงาน|บริษัท)|\s?กำลัง(?:ขน|ยก|รื้อ))/u,
    alsoIn: /(?:กำลัง|ยังอยู่|ไม่ยอม(?:ไป|กลับ|ออก))/u,
    present: true,
  },
  // Men circling a shelter or a house, parked at its corner; a threat made with a tool, the work still going on.
  {
    pattern:
      /\b(?:have been|are|keep|kept) circling (?:the|our|my|her|his) (?:shelter|house|home|building|shop|office|school|hotel)\b|\bthreatened (?:him|her|me|us|them|our \w+|my \w+) with an? (?:knife|gun|machete|shovel|spade|hammer|bat|stick|axe|pistol|iron bar|pipe)\b(?=[\s\S]{0,80}\b(?:still|now)\b)/u,
  },
  {
    pattern:
      /\b(?:of them|men|guys)(?: are)? (?:sitting|waiting|standing) in (?:the|my|our) (?:lobby|car ?park|reception|hallway|corridor)\b/u,
    alsoIn: new RegExp(`${VIOLENCE}|\\b(?:come down or|or we come up|or else)\\b`, 'u'),
  },
  // Hurt and driven away, not to a hospital.
  {
    pattern:
      /\b(?:puts?|drives?|drove|takes?|took) (?:him|her|them)\b[^.!?]{0,90}\b(?:not to|so (?:he|she|they) (?:doesn't|does not|don't|won't|can't) go to|instead of) (?:the |a |an? )?(?:\w+ )?hospital\b/u,
  },
  // A digger at work on the land while the owner stands in its way.
  {
    pattern:
      /\b(?:excavator|digger|backhoe|bulldozer)s? (?:is|are) (?:still )?(?:working|digging|cutting|tearing|knocking)\b/u,
  },
  {
    pattern: /(?:แม็คโคร|แมคโคร|แม็กโคร|แบ็คโฮ|แบคโฮ|รถขุด|รถไถ)(?=[^\n]{0,90}?(?:ไถ|ขุด|รื้อ))/u,
    alsoIn: /(?:ไปเรื่อยๆ|กำลัง|ยืนขวาง|ไม่หยุด|เริ่ม(?:ขุด|ไถ|รื้อ)แล้ว)/u,
    present: true,
  },
  // Workers locked in until they sign; a baby carried off by a relative who does not answer.
  {
    pattern:
      /(?:ปิดประตู|ล็[อ]?[คก]กุญแจ|ล็[อ]?[คก]ประตู)[^\n]{0,40}ไม่(?:ต้อง|ให้)กลับบ้าน|อุ้มลูก\S{0,6}ขึ้นรถไป(?=[^\n]{0,80}(?:ไม่มีใครรับ|ไม่รับสาย|ติดต่อไม่ได้|ไม่ยอมคืน|ไม่คืน))/u,
  },
  // Made to sign today behind a closed door (今天一定要…签字).
  {
    pattern: /(?:今天|现在|马上)(?:一定|必须)?要[^，。！？\n]{0,12}签字?/u,
    alsoIn: /(?:赶出|关着|关上|锁|不让)/u,
  },
  // Still in the house with those who hurt her.
  {
    pattern:
      /\b(?:she|he|i|we)(?:'s| is| am|'m| are|'re) still (?:in|at) (?:the|her|his|my|our) (?:house|room|flat|condo|apartment|home) with (?:him|them|her)\b/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
    present: true,
  },
  {
    pattern:
      /(?:带了?|叫了?)[^，。！？\n]{0,8}(?:个人|些人|帮人|群人)(?:来|进)\S{0,3}?(?=[^。！？\n]{0,40}(?:现在|坐在[^，。！？\n]{0,6}不走|堵在))/u,
  },
  // Taken to the station, and it is morning and he is still there.
  {
    pattern:
      /\b(?:took|taken|brought)\b[^.!?]{0,30}\bto the (?:\w+ )?station\b(?=[^!?]{0,40}\b(?:he's|she's|they're|he is|she is|they are) still there\b)/u,
    custody: true,
    present: true,
  },
  // A threat with a deadline today: pay or the video goes out, the house burns.
  {
    pattern:
      /(?:今晚|今天|明早)[^，。！？\n]{0,8}前不(?:转|给|付|还|打)[^。！？\n]{0,20}就|\b(?:by|before) (?:tonight|midnight|today)\b[^.!?]{0,30}\bor (?:she|he|they)(?:'ll| will) (?:send|post|share|leak)\b|(?:ภายใน|ก่อน)(?:คืนนี้|เที่ยงคืน|วันนี้)[^\n]{0,30}?(?:ไม่โอน|ไม่จ่าย)[^\n]{0,30}?จะ(?:ส่ง|โพสต์|ปล่อย|แฉ)/u,
  },
  {
    pattern:
      /\b(?:shouted|said|says|threatened) (?:he|she|they)(?:'ll| will) burn (?:the|her|his|our|my) (?:house|home|shop)\b/u,
  },
  // Digging out the fence now while armed friends stand by.
  {
    pattern:
      /\b(?:is|are|'s|'re) (?:digging|tearing|knocking|bulldozing|pulling) (?:out |down |up )?(?:our|my|the|her|his) (?:fence|wall|house|gate|shop)\b/u,
    alsoIn: /\b(?:machetes?|knives|knife|guns?|bats?|sticks|this morning|now|right now)\b/u,
  },
  // Written for someone else: a nephew in hospital with the police guarding the room.
  {
    pattern:
      /ตำรวจ\S{0,6}เฝ้า(?:อยู่)?(?:หน้า)?(?:ห้อง|เตียง)|\bpolice (?:are |is )?(?:guarding|outside) (?:his|her|their|the) (?:hospital )?(?:room|bed|ward)\b/u,
    custody: true,
    alsoIn: /(?:โรงพยาบาล|โรงบาล|รพ\.?|hospital)/u,
  },
  // Stopped at a checkpoint and taken to the immigration office; "boss lock us 6 workers in the dormitory".
  {
    pattern:
      /\b(?:stopped|caught|picked up|checked)\b[^.!?]{0,40}\b(?:taken|brought|driven) to (?:the )?immigration (?:office|centre|center)\b/u,
    custody: true,
  },
  {
    pattern:
      /\block(?:s|ed)? (?:us|them|me)\b[\w ]{0,15}? in (?:the |a |our |their )?(?:dorm(?:itory)?|room|factory|house|building|warehouse|compound)\b/u,
    alsoIn: /\b(?:since|still|now|last night|today|this morning|passports?)\b/u,
  },
  // Kept until they pay, sign or confess: a patient behind a guard, tourists on a boat, staff in a storeroom, a
  // driver whose car is surrounded (ไม่ให้กลับจนกว่าจะจ่าย, 不签字就不走, 今晚不付清不让出院).
  {
    pattern:
      /\b(?:stay|stays|leave|leaves|go back|go home|be discharged|discharged|released|let (?:us|me|him|her|them) (?:go|leave))\b[^.!?]{0,40}\b(?:until|till|unless|only (?:when|if|after))\b[^.!?]{0,40}\b(?:pay|pays|paid|transfer|sign|signs|confess(?:es)?)\b/u,
    alsoIn:
      /\b(?:guards?|locked|lock|surrounded|took (?:\w+ of )?(?:my|our|the|his|her) (?:keys?|phones?|passports?|mother|father|wife|husband)|kept (?:his|her|my|our|the) passports?|security|stopped the engine|won't let)\b/u,
  },
  {
    pattern:
      /ไม่(?:ยอม)?ให้\S{0,25}(?:กลับ|ออก|ไป)\S{0,20}?(?:จนกว่า|ต้อง)(?:จะ)?\S{0,20}?(?:จ่าย|โอน|เซ็น|รับสารภาพ|ใช้หนี้|คืนเงิน)|ไม่(?:ยอม)?ให้(?:ออก|กลับ)\s?ต้อง(?:จ่าย|โอน)|ถ้าไม่(?:เซ็น|จ่าย|โอน)\S{0,20}?ก็?ไม่ต้อง(?:กลับ|เปิด)|不(?:签字?|还|给|付清?|交|转)[^，。！？\n]{0,16}?就?(?:不走|别想(?:走|出门|离开|回家)|不(?:让|准)(?:我|他|她|你)?们?(?:走|出门|离开|回家|出院))/u,
  },
  // Pay by tonight or they burn the shop; tomorrow at noon they post it in the company's group.
  {
    pattern:
      /\b(?:if|unless)\b[^.!?]{0,30}\bby (?:\d{1,2}(?::\d\d)? ?(?:am|pm) )?(?:tonight|today|midnight|this (?:evening|afternoon))\b[^.!?]{0,30}\b(?:burn|kill|hurt|break|smash|post|send|share|leak)\b|\b(?:tonight|today|tomorrow)(?: (?:at )?(?:\d{1,2}(?::\d\d)? ?(?:am|pm|noon)?|noon|morning))? they(?:'ll| will)? (?:post|send|share|leak|burn|come)\b/u,
  },
  // Taken along by the officers tonight; "she'll have an accident".
  {
    pattern:
      /\b(?:he|she|they) (?:goes|go|is going|are going|will go|has to go|must go) with them tonight\b/u,
    alsoIn: /\b(?:officers?|police|cops|immigration|soldiers)\b/u,
    custody: true,
  },
  { pattern: /\b(?:will|'ll|gonna|going to) ['‘"“]?have an accident\b/u },
  // Still in the yard after pushing her; still digging; looking for her after the blows.
  {
    pattern:
      /\b(?:they|he)(?:'re| are|'s| is)? still (?:in|at) (?:the|our|my|his|her) (?:yard|house|shop|office|reception|lobby|garden|compound|land|farm|living room|kitchen|bedroom|building|flat|apartment|condo|room)\b/u,
    alsoIn: new RegExp(`${VIOLENCE}|\\b(?:pushed|shoved|threat\\w*)\\b`, 'u'),
    present: true,
  },
  {
    pattern: /\b(?:they|it|he|men)(?:'re| are| is)? still (?:digging|tearing|knocking|bulldozing|pulling)\b/u,
    alsoIn: /\b(?:backhoe|excavator|digger|bulldozer|machines?|fence|wall)\b/u,
    present: true,
  },
  {
    pattern: /\b(?:is|are|'s|'re) (?:\w+ ){0,5}looking for (?:me|us)\b/u,
    alsoIn: new RegExp(VIOLENCE, 'u'),
    present: true,
  },
  // The children's passports gone and a flight tomorrow; a daughter's bag packed and a ticket for the morning.
  {
    pattern:
      /\b(?:their|the kids'?|the children's|my (?:son|daughter)'s|his|her) passports? (?:is|are|was|were|have|has) (?:been )?(?:gone|missing|taken)\b/u,
    alsoIn: /\b(?:tomorrow|tonight|flight|airport)\b/u,
  },
  {
    pattern: new RegExp(`จัดกระเป๋า(?:ให้)?${CHILD_TH}`, 'u'),
    alsoIn: /(?:ตั๋ว|เครื่องบิน|บิน|เที่ยวบิน)\S{0,6}(?:พรุ่งนี้|คืนนี้|วันนี้)/u,
  },
  // A baby carried off by a relative who keeps the door locked.
  {
    pattern: new RegExp(`อุ้ม${CHILD_TH}\\S{0,20}ไป`, 'u'),
    alsoIn: /(?:ไม่ให้(?:หนู|ฉัน|ผม|แม่)?เข้า|ไม่ยอมคืน|ไม่คืน|ไม่รับสาย|ติดต่อไม่ได้)/u,
    present: true,
  },
  // Slept at the station and brought to court today.
  {
    pattern:
      /\b(?:slept|spent the night|stayed the night) (?:at|in) (?:the )?(?:\w+ )?(?:police )?(?:station|cells?|lock-?up|jail)\b/u,
    custody: true,
  },
  // Taken away by immigration, the phone taken too (ตม. … พาเขาไปสวนพลู).
  {
    pattern: /(?:ตม\.?|ตรวจคนเข้าเมือง)[^\n]{0,50}?พา(?:ตัว)?(?:เขา|สามี|แฟน|ผัว|เมีย|ภรรยา|ลูก|พี่|น้อง)\S{0,4}ไป/u,
    custody: true,
  },
  // Still carrying things away after pushing her over (ยังขนไม่เสร็จ).
  {
    pattern: /ยัง(?:ขน|รื้อ|ยก|ทุบ|ขุด)ไม่เสร็จ/u,
    alsoIn: /(?:ผลัก|ทำร้าย|ขู่|พาคน|ตี(?!หนึ่ง|สอง|สาม|สี่|ห้า))/u,
  },
  // At the door with a machete, shouting he will cut her down; a knife in his hand in the living room (Cantonese 拎住把刀, 话要斩死).
  {
    pattern:
      /(?:ยืน|นั่ง)?ถือ(?:มีด|พร้า|ปืน|ขวาน|เหล็ก)\S{0,4}(?:อยู่)?(?:หน้า|ใน|ที่)(?:บ้าน|ห้อง|ประตู|ร้าน)|จะ(?:ฟัน|แทง|ยิง)\S{0,6}ให้ตาย|(?:话|说)要(?:斩|砍|杀|打)死|(?:拎住|揸住)(?:把|一把)?刀/u,
  },
  // Pushed into the guards' room and locked in (把我推进保安室锁着).
  {
    pattern: /把(?:我|他|她|我们|他们|我妈|我爸|孩子)[^，。！？\n]{0,12}(?:锁着|锁起来|关着|锁在)/u,
    custody: true,
  },
  // The loan men "will be waiting" at a daughter's school; taken aside by immigration; a dormitory locked with the
  // workers inside.
  {
    pattern: /\b(?:they|he|she)(?:'ll| will) be waiting\b/u,
    alsoIn: /\b(?:school|owe|loan|debt|pay)\b/u,
  },
  { pattern: /\btaken aside by (?:immigration|police|customs|officers|soldiers)\b/u, custody: true },
  {
    pattern:
      /\block(?:s|ed)? (?:the )?(?:dorm(?:itory)?|room|door|gate|factory|warehouse|house) with (?:us|them|me|him|her) inside\b/u,
    custody: true,
  },
  // Men with a backhoe digging; a gun in his belt at the restaurant; pay by tomorrow noon or they burn the stall.
  {
    pattern:
      /\b(?:men|workers|people|guys) with an? (?:excavator|digger|backhoe|bulldozer) (?:are )?(?:digging|tearing|knocking|pulling|working)\b/u,
    present: true,
  },
  {
    pattern:
      /\b(?:has|have|had) an? (?:gun|pistol|knife|machete) in (?:his|her|their) (?:belt|hand|pocket|waistband)\b/u,
  },
  {
    pattern:
      /ถ้า(?:พรุ่งนี้|คืนนี้|วันนี้|เย็นนี้)[^\n]{0,12}?ไม่(?:ได้|โอน|จ่าย|คืน|เอา)[^\n]{0,40}?จะ(?:มา)?(?:เผา|ทุบ|ฆ่า|ยิง|ทำร้าย|แจ้งความ|ปล่อย|โพสต์|ประจาน)/u,
  },
];

/** Words of the past near a match, in its sentence: it happened before, it is not today's trouble. */
const PAST_BEFORE =
  /(?:\buse to\b|(?:\d+|หนึ่ง|สอง|สาม|สี่|ห้า|หก|หลาย)\s*(?:เดือน|ปี)(?:ก่อน|ที่แล้ว)|\bonce (?:texted|sent|said|wrote|messaged|called|told)\b|เคย|ตอนนั้น|สมัยก่อน|有一次|เมื่อปี|ปีที่แล้ว|ปีก่อน|เดือนที่แล้ว|เมื่อเดือน|สัปดาห์ก่อน|ได้\s*$|last year|years? ago|months? ago|last month|last week|last (?:term|semester)|\bused to\b|去年|前年|以前(?!的)|少年时|年轻时|小时候|上次|上个月|上周|曾经|几年前|[\d一二两三四五六七八九十]+年前|半年前|[\d一二两三四五六七八九十]+个月前|当时|那时)/u;
const PAST_AFTER =
  /^(?:[^.!?。！？\n]{0,40}?(?:\d+|หนึ่ง|สอง|สาม|สี่|ห้า|หก|หลาย)\s*(?:เดือน|ปี)(?:ก่อน|ที่แล้ว|แล้ว)|过(?!了?(?:安检|海关|关|境|边境))|[^.!?。！？\n]{0,80}?\b(?:this|that|it) (?:was|happened) (?:in )?(?:19|20)\d\d\b|[^.!?。！？\n]{0,40}?(?:(?:\d+|a|two|three|four|five|six|several|many) (?:years?|months?|weeks?) ago|\byears ago|long ago|last (?:year|month|week|term|semester)|สัปดาห์ที่แล้ว|อาทิตย์ที่แล้ว|เดือนก่อน|ผ่าน(?:มา|ไป)(?:แล้ว)?\s*(?:\d+|หนึ่ง|สอง|สาม|สี่|ห้า|หก|หลาย)\s*(?:เดือน|ปี)|[\d一二两三四五六七八九十几]+(?:年|个月)前的事|上周|上个星期|\bin (?:19|20)\d\d\b|\bin the (?:'|19)?[5-9]0s\b|\bwhen (?:i|he|she|we|they) (?:was|were) (?:\d+|a (?:kid|child|teenager|student)|young|at school|in school)\b|\bback in (?:january|february|march|april|may|june|july|august|september|october|november|december|(?:19|20)\d\d)\b|ปีที่แล้ว|ปีก่อน|เดือนที่แล้ว|(?:ปี|พ\.ศ\.)\s*25\d\d|ได้\s*(?:\d+|หนึ่ง|สอง|สาม|หลาย)?\s*(?:เดือน|ปี)|\bfor (?:\d+|two|three|a few|several) (?:months|years)\b|年前|个月前|去年|(?:19|20)\d\d年|[\d两三几]+(?:个月|年)了|[，,\s]{0,2}(?:当时|那时|ตอนนั้น)))/u;
/** Words of the past inside a match that runs over a sentence: "attacked years ago … still". */
const PAST_INSIDE =
  /(?:\byears? ago|\bmonths? ago|long ago|last (?:year|month)|ปีที่แล้ว|ปีก่อน|เดือนที่แล้ว|เคย|年前|去年|个月前|(?<![天晚点号周月一二三四五六日])之前(?:在|去|到))/u;
/** Weeks away or more, shortly after a match in its sentence: not today's trouble either. */
const LATER_AFTER =
  /^[^.!?。！？\n]{0,25}?(?:(?:\d+|two|three|four|five|six|a few|several) (?:weeks|months) (?:away|from now|later)|เดือนหน้า|ปีหน้า|อีก\s*(?:\d+|สอง|สาม|หลาย)\s*(?:เดือน|สัปดาห์|อาทิตย์)|อีก\s*(?:[1-9]\d|สิบ|ยี่สิบ|สามสิบ)\s*วัน|next month|next year|in (?:\d+|two|three|four|five|six|a few) (?:weeks|months)|(?<!以为(?:是)?)下个?月|明年|下周以后|[\d两二三四五六几]+个月(?:后|内)|\d+天内)/u;

/** A sentence that tells of a year, or supposes: what follows in it is no trouble of today. */
const DATED_OR_SUPPOSED =
  /(?:\blast (?:summer|winter|spring|autumn|christmas|songkran|new year|holidays?)\b|\blast (?:january|february|march|april|may|june|july|august|september|october|november|december)\b|เมื่อ(?:เดือน|ปี)(?:ก่อน|ที่แล้ว)|เมื่อ\s*(?:\d+|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ|หลาย)\s*ปี(?:ก่อน|ที่แล้ว)|\bin (?:19|20)\d\d\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|eve|christmas|songkran) (?:19|20)\d\d\b|\b(?:i|we) used? to (?:work|live|stay)\b|\b(?:(?:\d+|two|three|four|five|six|several|many|a few) )?(?:years|months) ago\b|\blast year\b|[\d一二两三四五六七八九十几]+年前|去年|前年|ปีที่แล้ว|(?:ปี|พ\.ศ\.)\s*25\d\d|(?:เมื่อ|ตอน)ปี\s*[4-6]\d(?![\d.])|(?:19|20)\d\d年|(?:ปีใหม่|สงกรานต์|ลอยกระทง|คริสต์มาส)ที่ผ่านมา|(?<!เมื่อ)เดือนที่แล้ว|上个?学期|สมมติ|สมมุติ|假如|假设|\bsupposing\b|\blet's say\b|\bhypothetical(?:ly)?\b)/u;

/** A question of what would happen, or news of others: no one is held. */
const HYPOTHETICAL_BEFORE =
  /(?:ถ้า|หาก|สมมติ|เห็นคน|ข่าว|เพื่อนเล่า|ได้ยินมาว่า|听朋友说|听说|网上看到|刷到|短视频|看到有人|\ba friend told me\b|\bif\b|\bwhat happens\b|\bnews\b|\b(?:will|would|could|can|might|may|afraid|worried|scared)\b[^.!?]{0,8}$|如果|假如|万一|要是|倘若|若$|会|新闻|(?:担心|害怕|怕)[^，。！？]{0,12}$)/u;

/** A sentence that begins by supposing ("If an employee is arrested and detained, may we …"). */
const SUPPOSING =
  /^\s*(?:(?:and|but|so|also),? )?(?:if|what if|suppose|supposing|in case|say|let's say|imagine)\b|^\s*(?:如果|假如|万一|要是)/u;

/** One is out, but another is still held: "I was bailed out this morning, but my brother is still in the cells". */
const BUT_STILL_HELD = /(?:可是|但是?|\bbut\b|แต่)[^。！？.!?\n]{0,30}(?:还关|还在|仍|\bstill\b|ยัง)/u;

/** Words of an arrest or custody: once the person is out (`RELEASED`), no match holding them counts. */
const CUSTODY_WORDS = /(?:จับ|ขัง|คุมตัว|กักตัว|arrest|detain|custody|抓|扣|关|拘)/u;

/** Someone already out of custody (bail granted, released) or sentenced (保发布来: OpenCC reads 保釋出來 as 保 + 釋出 "publish"). */
const RELEASED =
  /(?:ได้ประกันตัว(?:ออกมา)?แล้ว|ได้ประกันตัว(?:ชั้น(?:ศาล|ตำรวจ|พนักงานสอบสวน|อัยการ))?ตั้งแต่|ประกัน\S{0,4}ออกมาแล้ว|ประกันตัว\S{0,12}ออกมา(?:ได้)?\S{0,12}แล้ว|ประกันตัวออกมาแล้ว|ประกันตัว(?:ให้)?\s?ออกมาแล้ว|ศาล(?:สั่ง)?ปรับ(?:แล้ว|ไปแล้ว)|ปล่อยตัวแล้ว|พ้นโทษ|ออกจาก(?:คุก|เรือนจำ)\S{0,12}(?:แล้ว|ได้\S{0,8}แล้ว)|เพิ่ง(?:ได้|ถูก)?(?:รับการ)?ปล่อยตัว|(?<!ไม่)(?:ได้|ถูก)?ปล่อยตัว(?:ออกมา)?(?:เมื่อ(?:วาน|เช้า|คืน)|แล้ว)|ได้รับการประกันตัว|released on bail|(?:was|been|is|are|'s) on bail|paid (?:the |a )?(?:[\d,]+ ?(?:baht|thb) )?fine|\b(?:then|and|later|got) released\b|(?<!(?:get|getting|be|go) )out on bail|got bail|(?:was|been) released|\b(?:were|was|got) let go\b|交完保释金|已经(?:被)?(?:放)?出来了|被放(?:了|出来)|\bsentenced to\b|\b(?:was|were|been|got|and) convicted\b|\bserving (?:a |his |her |the )?[\w -]{0,12}sentence\b|ตัดสินจำคุก|พิพากษาจำคุก|ติดคุกอยู่|被判(?:刑|了)|(?<!\b(?:be|get|getting|being) )\breleased (?:yesterday|today|this morning|last night|after)\b|\bcharges (?:were |have been |got )?dropped\b|\bgot (?:her|him|them|us|me) out\b|\b(?:is|are|'s|'re) (?:back )?home now\b|(?<!申请|办|能|想|要|可以)保释出来|(?<!没|没有)保发布来|罚款就放了|交了保释金|已经保释|放出来了|已经放了|\b(?:they|police|cops|immigration|officers) let (?:me|him|her|them|us) go\b|ให้ประกันตัว[^\n]{0,20}?เมื่อ(?:คืน|วาน|เช้า)|(?<!ไม่|ไม่ได้)กลับ(?:มา)?\S{0,10}บ้านแล้ว|ตอนนี้อยู่บ้านแล้ว|ปล่อยตัวกลับบ้าน)/u;

/**
 * The text with the apostrophes people leave out put back (dont → don't, hes → he's), curly ones made straight,
 * letters typed three times or more once (helppp, ช่วยด้วยยยย) and texting words written out (tmr, 2nite, nite, yrs).
 */
const withApostrophes = (normalised: string) =>
  withRegionalWords(withMixedWords(normalised))
    .replace(/[’‘]/gu, "'")
    .replace(/\b(don|won|doesn|didn|isn|aren|can|couldn|wouldn|haven|hasn|wasn)t\b/gu, "$1't")
    .replace(/\b(they|you)re\b/gu, "$1're")
    .replace(/\b(he|she|it)s\b/gu, "$1's")
    .replace(/\bim\b/gu, "i'm")
    // Not อ: พ่อออก (the father goes out) has three in a row.
    .replace(/([\u0E01-\u0E2C\u0E2E-\u0E4Ea-z])\1{2,}/gu, '$1')
    .replace(/\b(?:tmrw?|2moro|tomoro|tmw)\b/gu, 'tomorrow')
    .replace(/\b(?:2nite|2night|tonite)\b/gu, 'tonight')
    .replace(/\bnite\b/gu, 'night')
    .replace(/\byrs\b/gu, 'years')
    .replace(/\byr\b/gu, 'year')
    .replace(/\b([a-z]{2,})in'/gu, '$1ing');

/**
 * Regional words read as the standard ones the rules know: Isan and Northern Thai (มื้ออื่น, วันพูก tomorrow, ปีกลาย
 * last year, บ่ not, หื้อ give), Cantonese (而家 now, 琴晚 last night, 差佬 the police, 咗, 喺, 佢, 唔, 仲) and Hokkien
 * (今仔日 today, 昨暗 last night, 掠 catch, 佇 at, 明仔载 tomorrow), after the text is in simplified characters.
 */
const REGIONAL_WORDS: readonly (readonly [RegExp, string])[] = [
  [/มื้ออื่น|วันพูก/gu, 'พรุ่งนี้'],
  [/ปีกลาย/gu, 'ปีที่แล้ว'],
  [/(?<![เแโใไ])บ่(?=มี|ได้|กลับ|เป็น|ให้|ยอม|รู้|ไป|มา|เอา|อยาก|ทัน|ต้อง|ปล่อย|คืน|หยุด|ฟัง)/gu, 'ไม่'],
  [/หื้อ/gu, 'ให้'],
  // ม่าย, ไม่ as it is said and often typed (not the widow of แม่ม่าย).
  [/(?<!แม่|ชาย|หญิง)ม่าย(?=ได้|มี|กลับ|ให้|ยอม|รู้|ไป|มา|เอา|ปล่อย|คืน|หยุด|ต้อง|กล้า)/gu, 'ไม่'],
  [/而家|而今/gu, '现在'],
  [/琴晚|寻晚|昨暗/gu, '昨晚'],
  [/今朝/gu, '今天早上'],
  [/今仔日/gu, '今天'],
  [/明仔载/gu, '明天'],
  [/差佬|差人/gu, '警察'],
  [/差馆/gu, '警察局'],
  [/掠(?=去|走|了)/gu, '抓'],
  [/佇|喺/gu, '在'],
  [/咗/gu, '了'],
  [/揸住/gu, '拿着'],
  [/匿/gu, '躲'],
  [/佢哋/gu, '他们'],
  [/佢/gu, '他'],
  [/冇/gu, '没有'],
  [/唔俾/gu, '不让'],
  [/唔/gu, '不'],
  [/仲/gu, '还'],
  [/嚟/gu, '来'],
  [/俾(?=差佬|警察|人)|乎(?=警察)/gu, '被'],
];
/**
 * Words a phone's voice typing mishears, read as meant: "the labour caught" (court), "law year" (lawyer), "cussed at
 * he" (custody), "bale" (bail), "the police stay shun", ตำหรวด, สถานนี, 警查, 派出说, 报释.
 */
const MISHEARD_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(the|labou?r|civil|criminal|family|juvenile|district|provincial) caught\b/gu, '$1 court'],
  [/\b(paper|summons|letter|it) says caught\b/gu, '$1 says court'],
  [/\blaw ?year\b/gu, 'lawyer'],
  [/\bcussed (?:at|a) ?(?:he|dee|tee)\b/gu, 'custody'],
  [/\bbale\b/gu, 'bail'],
  [/\b(?:police )?stay ?shun\b/gu, 'police station'],
  [/\bjust stick person\b/gu, 'juristic person'],
  [/ตำหรวด|ตำหลวด|ตำรวด/gu, 'ตำรวจ'],
  [/สถานนี/gu, 'สถานี'],
  [/โรงพักก/gu, 'โรงพัก'],
  [/ประกันตัวว/gu, 'ประกันตัว'],
  [/หมายสาร/gu, 'หมายศาล'],
  [/警查/gu, '警察'],
  [/派出说/gu, '派出所'],
  [/报释/gu, '保释'],
  // 報釋出來 in Traditional characters, after the conversion to simplified read 釋出 as one word (发布).
  [/[报保]发布来/gu, '保释出来'],
  [/绿师/gu, '律师'],
];
const withRegionalWords = (text: string) =>
  [...REGIONAL_WORDS, ...MISHEARD_WORDS].reduce(
    (read, [regional, standard]) => read.replace(regional, standard),
    text,
  );

/** A story on the screen, a question out of curiosity, a joke: nobody needs help today. */
const NOT_REAL =
  /(?:\bmock trial\b|\bmoot court\b|ศาลจำลอง|模拟法庭|当故事|\b(?:my )?friend (?:tells|told) me (?:this|a|her|his) story\b|ความฝัน|ฝันว่า|\bi dream(?:t|ed)\b|\bin my dream\b|做梦|梦见|梦到|\bmurder mystery\b|\brole[- ]?play\b|\bescape room\b|\bfake (?:arrest|police|kidnapping)\b|\b(?:crime |tv |netflix )?series\b|\bnetflix\b|\bmovie\b|\bfilm\b|电视剧|泰剧|韩剧|电影|\bprops?\b|\bdocumentary\b|\bpodcast\b|\bjournalist\b|\bwriting (?:about|an article|a story|an essay|a thesis)\b|\bthesis\b|\b(?:homework|assignment|term paper|exam question)\b|\blaw exam\b|ข้อสอบ|考试题|考题|ทำรายงาน(?:วิชา)?|การบ้าน|作业|记者|写一篇|论文|\bjust curious\b|\b(?:crime |detective )?novel\b|\bscreenplay\b|\bshort story\b|นิยาย|小说|\bprank\b|เป็นมุก|มุกตลก|แกล้งโพสต์|恶作剧|\bhaha+\b|\blmao\b|哈哈|ถามไว้เผื่อ|ถามเผื่อ|ถามไว้ก่อน|想提前了解|先问问|提前了解一下|เห็นข่าว[^\n]{0,80}อยากรู้|只是(?:先)?(?:了解|问问)一下|แค่สงสัยเฉยๆ|สงสัยเฉยๆ|(?<!ซัก)ถามเฉยๆ|ถาม(?:ไว้)?เป็นความรู้|只是好奇|纯属好奇|好奇问问|\bjust (?:asking|wondering) (?:for|out of)\b|\bjok(?:e|ing)\b|\blol\b|555|พูดเล่น|ล้อเล่น|(?<!แ|คน)ละคร(?!อบ|ึ่ง)|ซีรีส์|开玩笑|电视剧|电影里)/u;

/** "Like a Netflix show but real", "555 not funny": the story or the laugh is no way of saying it is not real. */
const REAL_AFTER_ALL =
  /(?:\bbut (?:it'?s |this is |is )?(?:real|for real|not a joke)\b|555+\s*(?:ไม่ขำ|ไม่ตลก|not funny)|不是开玩笑)/u;

/** The police took the one who was dangerous and nobody was hurt, or caught the scammer: the danger is over. */
const DANGER_OVER =
  /(?:arrested|in custody|in jail|โดนจับ|ถูกจับ|อยู่ในคุก|被抓|关着)[\s\S]{0,200}?(?:\b(?:i am|i'm|we are|we're|she is|she's|he is|he's|they are|they're) (?:now )?safe\b|\bfeel safe\b|ปลอดภัย(?:ดี|แล้ว)|都安全|很安全|安全了)|\bthe (?:man|guy|woman|driver|person|bloke|men|guys) who\b[^.!?]{0,60}\b(?:was|were|got|has been) (?:arrested|caught)\b|\bthe (?:bloke|guy|man|men|guys|attacker) (?:ran|took) off\b|แยกย้าย(?:กลับ)?(?:กัน)?(?:หมด)?แล้ว|ไกล่เกลี่ย(?:กัน)?แล้ว|มาขอโทษ\S{0,10}แล้ว|เย็บแผล[^\n]{0,30}กลับบ้านแล้ว|ตำรวจ\S{0,4}มา(?:จับ|พา)(?:ตัว)?(?:สามี|ผัว|แฟน|ลูก)?เขาไปแล้ว|(?:ลูก|หลาน)ได้กลับมาแล้ว|ได้(?:ลูก|หลาน)คืน(?:มา)?แล้ว|吵完就走了|闹完就走了|都走了|\b(?:he|she|they) (?:has |have )?apologi[sz]ed\b|\bsorted it out\b|\ball calm\b|\b(?:everyone|everybody|we|things) (?:has |have )?calmed down\b|\bhad a (?:look|laugh) and left\b|จบเรื่อง(?:ไป)?แล้ว|จบด้วยดี|ดีกันแล้ว|ไกล่เกลี่ยจบ|คนร้าย\S{0,6}จับ(?:ไป|ได้)แล้ว|\b(?:they|police|cops|immigration|officers) let (?:me|him|her|them|us) go\b|\b(?:everyone|everybody|we)(?:'s| is| are|'re) (?:ok|okay|fine|safe)\b[\s\S]*?\bpolice (?:took|arrested) (?:him|her|them)\b|(?:\bprotection order\b|保护令|คำสั่งคุ้มครอง)[\s\S]*?(?:\bin custody\b|\bin jail\b|关着|อยู่ในเรือนจำ)|(?:\bin custody\b|\bin jail\b|关着|อยู่ในเรือนจำ)[\s\S]*?(?:\bprotection order\b|保护令|คำสั่งคุ้มครอง)|\b(?:child|son|daughter|kids?|baby|he|she) (?:was|were|has been|have been) (?:brought|given|returned|handed) back\b|\band brought (?:him|her|them) back\b|孩子[^，。！？\n]{0,6}(?:被[^，。！？\n]{0,4})?(?<!不)(?:送|带)回来了|คืนพาสปอร์ต\S{0,30}แล้ว|\bgot (?:our|my|their|his|her) passports? back\b|\bpolice raided (?:it|the (?:stall|shop|store|warehouse))\b[^.!?]{0,20}\bwith me\b|\bpolice (?:arrested|caught) the (?:man|guy|woman|person|scammer|thief|driver|men|guys|gang)\b|ตำรวจ\S{0,4}จับ(?:ตัว)?(?:คนร้าย|คนที่|ผู้ต้องหา|มิจฉาชีพ|โจร|แก๊ง)[^\n]{0,20}ได้แล้ว|(?:骗子|小偷|嫌疑人)(?:已经)?被抓(?:到)?了|\b(?:police|they) (?:arrested|took) (?:him|her|them)\b[^.!?]{0,20}\b(?:nobody|no one|no-one) (?:was |got )?(?:hurt|injured)\b/u;

/** The police came only to ask about something: no one is held. */
const INQUIRY =
  /\bpolice (?:came|come|called|visited|phoned)\b[^.!?]{0,40}\bto ask (?:about|questions|for)\b|警察做了笔录|做完笔录|\bpolice took (?:a|the|my|our) (?:report|statement)\b/u;

/**
 * Whether a text says the person is already out, the danger over or the police only asking: the learned score does
 * not make such a text urgent (the rules still may, for what else it tells).
 */
export const isSettled = (normalised: string) => {
  const text = withApostrophes(normalised);
  return RELEASED.test(text) || INQUIRY.test(text);
};

/** The danger over, and no "but" after it ("my son was brought back, but my ex is at the airport with our daughter"). */
function isOver(normalised: string): boolean {
  const over = DANGER_OVER.exec(normalised);
  return over !== null && !/(?:\bbut\b|但|可是|แต่)/u.test(normalised.slice(over.index + over[0].length));
}

/** Whether a text tells a story, asks out of curiosity or jokes: neither the rules nor the learned score count it. */
export const isNotRealTrouble = (normalised: string) =>
  NOT_REAL.test(normalised) && !REAL_AFTER_ALL.test(normalised);

/** A number up to 99 as people write it: Arabic or Thai digits, Chinese numerals, Thai number words. */
const NUMBER = String.raw`(\d{1,2}|[๐-๙]{1,2}|[一二两三四五六七八九十]{1,3}|(?:ยี่|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า)?สิบ(?:เอ็ด|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า)?|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า)`;
const ZH_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const TH_DIGITS: Record<string, number> = {
  หนึ่ง: 1,
  เอ็ด: 1,
  ยี่: 2,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
  หก: 6,
  เจ็ด: 7,
  แปด: 8,
  เก้า: 9,
};

/** The value of a number matched by NUMBER. */
function numberOf(written: string): number {
  const arabic = asciiDigits(written);
  if (/^\d+$/u.test(arabic)) return Number(arabic);
  const [tens, ones] = written.includes('十')
    ? written.split('十')
    : written.includes('สิบ')
      ? written.split('สิบ')
      : ['', written];
  const digit = (part: string | undefined, none: number) =>
    part ? (ZH_DIGITS[part] ?? TH_DIGITS[part] ?? Number.NaN) : none;
  if (!written.includes('十') && !written.includes('สิบ')) return digit(ones, Number.NaN);
  return digit(tens, 1) * 10 + digit(ones, 0);
}

/** How long one has (within N days), how long ago the paper came, which day it is due and which day it is now. */
const ALLOWED = new RegExp(
  String.raw`\b(?:within|in) ${NUMBER} days\b|\b${NUMBER} days to (?:appeal|answer|file|reply|respond|apply|object)\b|ภายใน\s*${NUMBER}\s*วัน|${NUMBER}\s*天(?:之)?内`,
  'u',
);
const ELAPSED = new RegExp(
  String.raw`\b${NUMBER} days ago\b|(?:ได้รับ|ได้มา|มาถึง|ส่งมา)\S{0,12}?\s*${NUMBER}\s*วัน(?:แล้ว)?|(?:收到|拿到)[^，。！？\n]{0,8}?${NUMBER}\s*天`,
  'u',
);
const DUE_DAY = new RegExp(
  String.raw`\b(?:on|by) the ${NUMBER}(?:st|nd|rd|th)?\b|\b(?:on|by) ${NUMBER}(?:st|nd|rd|th)\b|(?:ภายใน|ถึง|นัด)วันที่\s*${NUMBER}`,
  'u',
);
const RECEIVED_DAY = new RegExp(
  String.raw`\b(?:sent|received|arrived|came|delivered|served) on the ${NUMBER}(?:st|nd|rd|th)?\b|(?:ได้รับ|ได้มา|มาถึง)(?:ตั้งแต่)?วันที่\s*${NUMBER}`,
  'u',
);
const TODAY_DAY = new RegExp(
  String.raw`\btoday(?: is|'s) (?:the )?${NUMBER}(?:st|nd|rd|th)?\b|\b(?:it's|it is) the ${NUMBER}(?:st|nd|rd|th)\b|(?:วันนี้|ตอนนี้)(?:เป็น|คือ)?\s*วันที่\s*${NUMBER}`,
  'u',
);
const COURT_PAPER = /(?:\bcourt\b|\bsummons\b|\bjudgm?ent\b|\bhearing\b|ศาล|หมาย|法院|传票|判决|开庭)/u;

/** The month named right after a day of the month ("the 3rd of September"), or ''. */
const monthAfter = (text: string, day: RegExpExecArray | null) =>
  day
    ? (/^(?:st|nd|rd|th)?,? (?:of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/u.exec(
        text.slice(day.index + day[0].length),
      )?.[1] ?? '')
    : '';

/**
 * A court's deadline told as a count or a date, days away at most: "answer within 15 days of receiving it, it
 * arrived 13 days ago", "it says I must go on the 9th, today is the 7th", ภายใน 15 วันนับแต่ได้รับ … ได้มาตั้งแต่วันที่สอง
 * ตอนนี้วันที่สิบห้า. Gives the words of the count, or nothing.
 */
function deadlineDaysAway(normalised: string): string | undefined {
  if (!COURT_PAPER.test(normalised)) return undefined;
  const value = (match: RegExpExecArray | null) => {
    const written = match?.slice(1).find((group) => group !== undefined);
    return written === undefined ? Number.NaN : numberOf(written);
  };
  const allowed = ALLOWED.exec(normalised);
  const today = value(TODAY_DAY.exec(normalised));
  let left = Number.NaN;
  if (allowed) {
    const elapsed = value(ELAPSED.exec(normalised));
    const received = value(RECEIVED_DAY.exec(normalised));
    // "Within 15 days … today is the 13th" with no day of receipt: the 13th day of the 15.
    const sinceReceived = Number.isNaN(received) && today <= value(allowed) ? today : today - received;
    left = value(allowed) - (Number.isNaN(elapsed) ? sinceReceived : elapsed);
  }
  if (Number.isNaN(left)) {
    const due = DUE_DAY.exec(normalised);
    // "The hearing is on the 3rd of September, today is the 2nd of June": days of two months.
    const [dueMonth, todayMonth] = [
      monthAfter(normalised, due),
      monthAfter(normalised, TODAY_DAY.exec(normalised)),
    ];
    if (dueMonth && todayMonth && dueMonth !== todayMonth) return undefined;
    left = value(due) - today;
  }
  return left >= 0 && left <= 3 ? (allowed?.[0] ?? DUE_DAY.exec(normalised)?.[0]) : undefined;
}

/** Whether a text needs help today, and the words that say so. */
export function urgencyOf(text: string): { urgent: boolean; because: string[] } {
  const normalised = withApostrophes(text);
  const because: string[] = [];
  if (isNotRealTrouble(normalised) || isOver(normalised)) return { urgent: false, because };
  const released = RELEASED.test(normalised);
  for (const rule of URGENT) {
    if (rule.custody && released && !BUT_STILL_HELD.test(normalised)) continue;
    if (rule.alsoIn && !rule.alsoIn.test(normalised)) continue;
    if (rule.unless?.test(normalised)) continue;
    const found = firstCounting(rule, normalised, released);
    if (found) because.push(found);
  }
  const deadline = deadlineDaysAway(normalised);
  if (deadline) because.push(deadline);
  return { urgent: because.length > 0, because: [...new Set(because)].slice(0, 3) };
}

/** Where a sentence ends: not at a dot after a Thai letter, which closes an abbreviation (สภ., ตม.). */
const SENTENCE_END = /[!?。！？\n]|(?<![\u0E01-\u0E4E])\./u;

/** The rule's first match that counts: a match in the past, asked about, or already over does not hide a later one. */
function firstCounting(
  { pattern, custody, present, dated, notIn }: Rule,
  normalised: string,
  released: boolean,
): string | undefined {
  for (const match of normalised.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
    if (released && CUSTODY_WORDS.test(match[0]) && !BUT_STILL_HELD.test(normalised)) continue;
    const before =
      normalised
        .slice(Math.max(0, match.index - 20), match.index)
        .split(SENTENCE_END)
        .pop() ?? '';
    const after = normalised.slice(match.index + match[0].length);
    if (notIn?.test(before + match[0] + after.slice(0, 15))) continue;
    // Said in a quotation: the words that bring it in tell when ("he once texted '…'", เคยส่งข้อความมาว่า '…').
    const quotedBy = QUOTED_BY.exec(normalised.slice(Math.max(0, match.index - 120), match.index))?.[1] ?? '';
    if (!present && PAST_BEFORE.test(quotedBy)) continue;
    const sentence = normalised.slice(0, match.index).split(SENTENCE_END).pop() ?? '';
    if (custody && !present && (HYPOTHETICAL_BEFORE.test(before) || SUPPOSING.test(sentence))) continue;
    // Someone held in the news or a story passed on: nobody who writes is held.
    if (custody && NEWS.test(sentence)) continue;
    // A year named silences the sentence; in Thai, which runs its sentences together without a stop, not what a word
    // of now follows: "grandma died last year … my uncle came out with a knife just now".
    const sinceDated = withoutQuoted(sentence.split(DATED_OR_SUPPOSED).pop() + match[0]);
    if (
      DATED_OR_SUPPOSED.test(sentence) &&
      !(THAI_LETTER.test(match[0]) && (NOW_WORD.test(sinceDated) || SOON_WORD.test(sinceDated))) &&
      !BUT_NOW.test(sinceDated)
    )
      continue;
    if (
      !present &&
      ((PAST_BEFORE.test(before) && !(dated && SOON_WORD.test(match[0]))) ||
        (!dated && PAST_AFTER.test(after)) ||
        PAST_INSIDE.test(match[0]))
    )
      continue;
    if (LATER_AFTER.test(after)) continue;
    return match[0].trim();
  }
  return undefined;
}

/** Words of custody, broadly: a cell, a station, bail, held, kept. */
const CUSTODY_CUE =
  /(?:จับ|ขัง|คุมตัว|กักตัว|โรงพัก|สน\.|สภ\.|สถานีตำรวจ|ตม\.|ประกันตัว|\barrest\w*|\bdetain\w*|\bcustody\b|\bheld\b|\bkept\b|\bcells?\b|\bjail\b|\block(?:ed)? (?:up|in)\b|\bstation\b|\bimmigration\b|\bidc\b|\bbail\b|\bcaught\b|抓|扣留|扣押|关(?:起来|押|在)|拘|保释|派出所|警察局|警局|移民局)/u;
const POLICE_CUE = /(?:ตำรวจ|ทหาร|\bpolice\b|\bcops?\b|\bsoldiers?\b|\bofficers?\b|警察|警方|军人)/u;

/** The building blocks of the rules, named, for the learned score's cues. */
const CUE_BLOCKS: readonly [string, RegExp][] = [
  ['custody', CUSTODY_CUE],
  ['police', POLICE_CUE],
  ['violence', new RegExp(VIOLENCE, 'u')],
  ['danger', new RegExp(DANGER, 'u')],
  ['hearing', new RegExp(HEARING, 'u')],
  ['child', new RegExp(`${CHILD_TH}|\\b${CHILD_EN}\\b|${CHILD_ZH}`, 'u')],
  ['departure', new RegExp(DEPARTURE, 'u')],
  ['fled', new RegExp(FLED, 'u')],
  ['there', new RegExp(THERE, 'u')],
];
/** When: now, still, within days, in the past, weeks away, asked about, already out, planned, a filing. */
const CUE_TIMES: readonly [string, RegExp][] = [
  ['now', new RegExp(NOW, 'u')],
  ['still', new RegExp(STILL, 'u')],
  ['soon', new RegExp(SOON, 'u')],
  ['past', new RegExp(`${PAST_BEFORE.source}|${PAST_INSIDE.source}`, 'u')],
  ['later', new RegExp(LATER_AFTER.source.replace(/^\^\[\^[^\]]*\]\{0,25\}\?/u, ''), 'u')],
  ['if', HYPOTHETICAL_BEFORE],
  ['released', RELEASED],
  ['planning', PLANNING],
  ['filing', FILING],
  ['done', HEARING_DONE],
];

/**
 * The cues of urgency in a text, for the learned score (server/triage/urgency-model.ts): `cue:<block>` for each of
 * the rules' building blocks it names (custody, violence, a hearing, a child, a departure…) and each word of time
 * (now, still, soon, past, later, if…), and `cue:<block>+<time>` for those that meet in one sentence, each with the
 * words that matched, so a score that decides can say why. The rules demand exact phrasings; the cues let the score
 * weigh the same ideas in phrasings the rules never saw.
 */
export function urgencyCues(text: string): Map<string, string> {
  const cues = new Map<string, string>();
  for (const sentence of withApostrophes(text).split(/[.!?。！？\n]+/u)) {
    const blocks = CUE_BLOCKS.map(([name, re]) => [name, sentence.match(re)?.[0]] as const).filter(
      ([, w]) => w,
    );
    const times = CUE_TIMES.map(([name, re]) => [name, sentence.match(re)?.[0]] as const).filter(
      ([, w]) => w,
    );
    for (const [name, word] of [...blocks, ...times])
      if (!cues.has(`cue:${name}`)) cues.set(`cue:${name}`, word!.trim());
    for (const [block, word] of blocks)
      for (const [time] of times)
        if (!cues.has(`cue:${block}+${time}`)) cues.set(`cue:${block}+${time}`, word!.trim());
    for (let i = 0; i < blocks.length; i++)
      for (let j = i + 1; j < blocks.length; j++)
        if (!cues.has(`cue:${blocks[i]![0]}+${blocks[j]![0]}`))
          cues.set(`cue:${blocks[i]![0]}+${blocks[j]![0]}`, blocks[i]![1]!.trim());
  }
  return cues;
}
