import type { Localized } from '../i18n.ts';
import { PRIVACY_NOTICE_VERSION } from '../privacy.ts';

/**
 * The privacy notice (/{lang}/privacy) under Thailand's Personal Data Protection Act B.E. 2562 (PDPA):
 * what Tanai holds, why, who sees it, how long it is kept and the person's rights. Change
 * PRIVACY_NOTICE_VERSION (domain/privacy.ts) whenever this text changes in substance.
 */

/** One entry of a section: an optional term (shown bold) and its text. */
export interface PrivacyItem {
  term?: Localized;
  text: Localized;
  /** Where the person exercises this right themselves: their account page. */
  selfService?: 'download' | 'delete';
}

export interface PrivacySection {
  /** Stable id: anchors and headings' ids. */
  id: string;
  title: Localized;
  intro?: Localized;
  items?: readonly PrivacyItem[];
}

/** The date the notice's version took effect, as a Date (start of that day in Bangkok). */
export const privacyNoticeDate = (version: string = PRIVACY_NOTICE_VERSION): Date =>
  new Date(`${version}T00:00:00+07:00`);

/** Shown instead of a name once a person has deleted their account; also the anonymised appointment name. */
export const DELETED_ACCOUNT_LABEL: Localized = {
  th: 'ผู้ใช้ที่ลบบัญชีแล้ว',
  en: 'Deleted account',
  zh: '已删除的账户',
};

export const PRIVACY_LEAD: Localized = {
  th: 'ประกาศนี้อธิบายว่าทนาย (Tanai) เก็บข้อมูลส่วนบุคคลอะไรของคุณ เก็บเพื่ออะไร ใครเห็นข้อมูลใดบ้าง เก็บไว้นานเท่าใด และคุณใช้สิทธิตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA) ได้อย่างไร',
  en: 'This notice explains what personal data Tanai holds about you, why, who sees what, how long it is kept, and how you exercise your rights under Thailand’s Personal Data Protection Act B.E. 2562 (2019) (PDPA).',
  zh: '本声明说明 Tanai 持有您的哪些个人数据、出于什么目的、谁能看到哪些数据、保存多久，以及您如何依据泰国《2562 年（2019 年）个人数据保护法》（PDPA）行使您的权利。',
};

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'controller',
    title: { th: 'ผู้ควบคุมข้อมูลส่วนบุคคล', en: 'Who is responsible', zh: '数据控制者' },
    intro: {
      th: 'เครือข่ายทนาย (Tanai) ผู้ให้บริการเว็บไซต์นี้ เป็นผู้ควบคุมข้อมูลส่วนบุคคลของคุณ ติดต่อเราเรื่องข้อมูลส่วนบุคคลได้ทางอีเมลของเครือข่ายที่ระบุในหัวข้อ "ติดต่อเรา" ด้านล่าง',
      en: 'The Tanai network, which runs this website, is the data controller of your personal data. You can reach us about your personal data at the network’s e-mail address given under “Contact us” below.',
      zh: '运营本网站的 Tanai 律师网络是您个人数据的控制者。如有关于个人数据的问题，请通过下方“联系我们”中的网络电子邮箱与我们联系。',
    },
  },
  {
    id: 'data',
    title: { th: 'ข้อมูลที่เราเก็บ', en: 'What data we hold', zh: '我们持有的数据' },
    items: [
      {
        term: { th: 'บัญชีผู้ใช้', en: 'Account', zh: '账户' },
        text: {
          th: 'ชื่อ-นามสกุล อีเมล สถานะการยืนยันอีเมล ภาษาที่ใช้ รหัสผ่าน (เก็บเฉพาะค่าแฮชที่ย้อนกลับไม่ได้) การตั้งค่าการยืนยันตัวตนสองขั้นตอน และบันทึกความยินยอมต่อประกาศนี้ (ฉบับและวันเวลา)',
          en: 'Your full name, e-mail address, whether it is confirmed, your interface language, your password (stored only as a one-way hash), your two-factor sign-in settings, and the record of your agreement to this notice (version, date and time).',
          zh: '您的姓名、电子邮箱及其是否已验证、界面语言、密码（仅以不可逆的哈希值保存）、两步验证设置，以及您同意本声明的记录（版本及日期时间）。',
        },
      },
      {
        term: { th: 'โปรไฟล์', en: 'Profile', zh: '个人资料' },
        text: {
          th: 'ชื่อที่แสดง รูปโปรไฟล์ และประเภทบัญชี (สมาชิก ทนายความ หรือผู้ดูแลระบบ)',
          en: 'Your display name, profile picture and account type (member, lawyer or administrator).',
          zh: '显示名称、头像和账户类型（会员、律师或管理员）。',
        },
      },
      {
        term: { th: 'คำถามและข้อมูลติดต่อ', en: 'Questions and contact details', zh: '问题和联系方式' },
        text: {
          th: 'หัวข้อ รายละเอียด จังหวัด และความถนัดของคำถามที่คุณส่ง รวมถึงเบอร์โทรศัพท์และ LINE ID ที่คุณให้ไว้ (ไม่บังคับ) คำถามอาจมีข้อมูลอ่อนไหว เช่น เรื่องคดีอาญาหรือสุขภาพ โปรดใส่เท่าที่จำเป็น',
          en: 'The title, details, province and specialties of the questions you send, and the phone number and LINE ID you chose to give (optional). Questions may contain sensitive data, such as criminal matters or health; please include only what is needed.',
          zh: '您提交的问题的标题、详情、府和专业领域，以及您选择提供的电话号码和 LINE ID（可选）。问题可能包含敏感数据（例如刑事事项或健康状况），请只填写必要的内容。',
        },
      },
      {
        term: { th: 'ข้อความ', en: 'Messages', zh: '消息' },
        text: {
          th: 'ข้อความที่คุณส่งในการสนทนาของคำถาม และเวลาที่ส่ง',
          en: 'The messages you write in the conversation of a question, and when you sent them.',
          zh: '您在问题对话中发送的消息及发送时间。',
        },
      },
      {
        term: { th: 'รีวิว', en: 'Reviews', zh: '评价' },
        text: {
          th: 'สิทธิ์รีวิวที่เปิดให้คุณเมื่อทนายความที่รับคำถามตอบในการสนทนา หรือเมื่อนัดหมายเสร็จสิ้น (ทนายความ ที่มา วันที่เปิด วันที่หมดอายุ 90 วันต่อมา และวันที่เราส่งอีเมลชวนรีวิว) และรีวิวที่คุณเขียน ได้แก่ คะแนนดาว คะแนนสามด้าน ข้อความ (ไม่บังคับ) ชื่อที่แสดง (ชื่อต้นและอักษรแรกของนามสกุล หรือ "สมาชิก Tanai" หากคุณเลือก) เดือนที่ปรึกษา และวิธีที่ยืนยันการปรึกษา รีวิวไม่เคยมีเนื้อหาคำถามของคุณ หากคุณเป็นทนายความ เราเก็บคำตอบและการโต้แย้งรีวิวของคุณ',
          en: 'The review rights opened for you when a lawyer who took your question answered in its conversation, or when an appointment was completed (the lawyer, where the right came from, when it opened, when it lapses 90 days later, and when we e-mailed you an invitation to review), and the reviews you write: the stars, the three sub-ratings, the text (optional), the name shown (your first name and the initial of your last name, or “Tanai member” if you choose), the month of the consultation and how it was verified. A review never contains your question. If you are a lawyer, we keep your replies to reviews and your disputes.',
          zh: '当接受您问题的律师在对话中作答，或预约完成时为您开放的评价资格（律师、来源、开放日期、90 天后的失效日期，以及我们通过电子邮件邀请您评价的时间），以及您撰写的评价：星级、三项分项评分、文字（可选）、显示的名字（名字加姓氏首字母，或您选择的“Tanai 会员”）、咨询月份以及咨询的核实方式。评价绝不包含您的问题内容。如果您是律师，我们会保存您对评价的回复和申诉。',
        },
      },
      {
        term: { th: 'ใบสมัครทนายความ', en: 'Lawyer applications', zh: '律师申请' },
        text: {
          th: 'ข้อมูลในใบสมัครเข้าร่วมเครือข่าย ได้แก่ ชื่อ เลขที่ใบอนุญาตว่าความ เบอร์โทรศัพท์ อีเมล LINE ID ที่อยู่ เว็บไซต์ ประสบการณ์ รูปโปรไฟล์ และรูปนามบัตร (เก็บเป็นไฟล์ส่วนตัว เปิดได้เฉพาะผู้ดูแลระบบผ่านลิงก์ชั่วคราว) และโปรไฟล์ทนายความของคุณในไดเรกทอรี',
          en: 'What you give when applying to join the network: name, licence number, phone, e-mail, LINE ID, address, website, experience, profile picture and business card (kept as a private file that only administrators open, through short-lived links), and your lawyer profile in the directory.',
          zh: '您申请加入网络时提供的信息：姓名、律师执照号码、电话、电子邮箱、LINE ID、地址、网站、从业经验、头像和名片（作为私密文件保存，仅管理员可通过短时链接查看），以及您在名录中的律师资料。',
        },
      },
      {
        term: { th: 'คำขอนัดหมาย', en: 'Appointment requests', zh: '预约请求' },
        text: {
          th: 'ชื่อ เบอร์โทรศัพท์ อีเมล ประเภทคดี รายละเอียด ความเร่งด่วน วันเวลา และรูปแบบการพบที่คุณระบุเมื่อขอนัดหมาย',
          en: 'The name, phone, e-mail, case type, description, urgency, date, time and meeting type you give when you request an appointment.',
          zh: '您申请预约时提供的姓名、电话、电子邮箱、案件类型、描述、紧急程度、日期时间和会面方式。',
        },
      },
      {
        term: { th: 'การเข้าสู่ระบบ', en: 'Sign-in sessions', zh: '登录会话' },
        text: {
          th: 'เวลาเริ่มและหมดอายุของแต่ละเซสชัน หมายเลข IP และข้อมูลเบราว์เซอร์ (user agent) เพื่อความปลอดภัยของบัญชี',
          en: 'When each session started and expires, the IP address and the browser’s user agent, to keep your account secure.',
          zh: '每个会话的开始和到期时间、IP 地址以及浏览器信息（user agent），用于保障账户安全。',
        },
      },
      {
        term: { th: 'อีเมลที่ส่งถึงคุณ', en: 'E-mails we send', zh: '我们发送的电子邮件' },
        text: {
          th: 'สำเนาอีเมลที่ระบบส่งถึงคุณ (เช่น ยืนยันอีเมล ตั้งรหัสผ่านใหม่ คำเชิญ และข้อความใหม่) พร้อมสถานะการส่ง',
          en: 'A copy of each e-mail the service sends you (such as e-mail confirmation, password reset, invitations and new messages) and whether it was delivered.',
          zh: '系统发送给您的每封电子邮件的副本（例如邮箱验证、重置密码、邀请和新消息）及其发送状态。',
        },
      },
      {
        term: { th: 'การเข้าสู่ระบบด้วย LINE', en: 'Signing in with LINE', zh: '使用 LINE 登录' },
        text: {
          th: 'หากคุณเข้าสู่ระบบหรือเชื่อมต่อบัญชีด้วย LINE เราได้รับจาก LINE เฉพาะ LINE user ID ชื่อที่แสดง และอีเมลหากคุณอนุญาต เราเก็บ LINE user ID และวันที่เชื่อมต่อ ใช้ชื่อที่แสดงเป็นชื่อบัญชีเมื่อสร้างบัญชีใหม่ และใช้อีเมลหลังจากคุณยืนยันแล้วเท่านั้น เราไม่เก็บโทเค็นของ LINE และไม่เข้าถึงข้อมูลอื่นใน LINE ของคุณ คุณยกเลิกการเชื่อมต่อได้ที่หน้าบัญชีของฉัน',
          en: 'If you sign in with LINE or link your account to it, LINE gives us only your LINE user ID, your display name and, if you allow it, your e-mail. We keep the LINE user ID and when it was linked, use the display name as a new account’s name, and use the e-mail only once you have confirmed it. We keep none of LINE’s tokens and read nothing else of your LINE. You can unlink LINE on My account.',
          zh: '如果您使用 LINE 登录或将账户与 LINE 关联，LINE 只向我们提供您的 LINE 用户 ID、显示名称，以及在您允许时的电子邮箱。我们保存 LINE 用户 ID 和关联时间，新建账户时以显示名称作为账户名称，并且只在您确认后才使用该电子邮箱。我们不保存 LINE 的任何令牌，也不读取您 LINE 中的其他内容。您可以在“我的账户”中解除 LINE 关联。',
        },
      },
      {
        term: { th: 'การแจ้งเตือนทาง LINE', en: 'LINE notices', zh: 'LINE 通知' },
        text: {
          th: 'หากคุณเชื่อมบัญชี LINE เราเก็บ LINE user ID ของคุณ สถานะว่าคุณเพิ่มบัญชีทางการของเราเป็นเพื่อนหรือไม่ และช่องทางที่คุณเลือกสำหรับการแจ้งเตือนแต่ละแบบ เราส่งการแจ้งเตือนทาง LINE เฉพาะเมื่อคุณเลือกไว้ (หรือเมื่อคุณยังไม่ได้เลือกและได้เพิ่มบัญชีทางการเป็นเพื่อนแล้ว) ข้อความเป็นเพียงสรุปสั้น ๆ พร้อมลิงก์ ไม่มีรายละเอียดทางกฎหมาย และเราเก็บสำเนาพร้อมสถานะการส่งเช่นเดียวกับอีเมล',
          en: 'If you link a LINE account, we keep your LINE user ID, whether you follow our official account, and the channel you chose for each kind of notice. We send LINE notices only when you chose them (or, without a choice, when you follow our official account). A LINE message is a short line with a link, never legal details; we keep a copy and whether it was delivered, as for e-mails.',
          zh: '如果您关联了 LINE 账号，我们会保存您的 LINE 用户 ID、您是否关注了我们的官方账号，以及您为每种通知选择的渠道。我们只在您选择时（或在您未作选择但已关注官方账号时）发送 LINE 通知。LINE 消息只是一句简短的说明和链接，绝不包含法律细节；我们会像电子邮件一样保存副本及其发送状态。',
        },
      },
      {
        term: { th: 'บันทึกการแก้ไข', en: 'Audit logs', zh: '操作日志' },
        text: {
          th: 'หากคุณเป็นผู้ดูแลระบบ เราบันทึกว่าคุณแก้ไขอะไรในส่วนผู้ดูแลระบบ และเมื่อใด',
          en: 'If you are an administrator, we record what you changed in the admin area, and when.',
          zh: '如果您是管理员，我们会记录您在管理区域中更改了什么以及何时更改。',
        },
      },
      {
        term: { th: 'คุกกี้และที่เก็บในเบราว์เซอร์', en: 'Cookies and browser storage', zh: 'Cookie 和浏览器存储' },
        text: {
          th: 'เราใช้เฉพาะคุกกี้ที่จำเป็นสำหรับการเข้าสู่ระบบ (HTTP-only) และเก็บธีมกับภาษาที่เลือกไว้ในเบราว์เซอร์ของคุณ ไม่มีคุกกี้โฆษณาหรือการติดตาม',
          en: 'We use only the cookie needed to keep you signed in (HTTP-only), and keep your chosen theme and language in your browser. There are no advertising or tracking cookies.',
          zh: '我们仅使用保持登录所必需的 Cookie（HTTP-only），并在您的浏览器中保存您选择的主题和语言。没有广告或跟踪 Cookie。',
        },
      },
    ],
  },
  {
    id: 'purposes',
    title: {
      th: 'วัตถุประสงค์และฐานทางกฎหมาย',
      en: 'Why we use it (lawful bases)',
      zh: '使用目的和法律依据',
    },
    items: [
      {
        term: { th: 'การให้บริการตามสัญญา', en: 'Providing the service (contract)', zh: '提供服务（合同）' },
        text: {
          th: 'เปิดและดูแลบัญชี รับคำถาม จับคู่และเชิญทนายความ ส่งข้อความ รับใบสมัครและคำขอนัดหมาย เผยแพร่รีวิวที่คุณเขียน และส่งอีเมลที่เกี่ยวข้อง (มาตรา 24(3))',
          en: 'Opening and running your account, receiving questions, matching and inviting lawyers, delivering messages, handling applications and appointment requests, publishing the reviews you write, and sending the related e-mails (section 24(3)).',
          zh: '开设和维护账户、接收问题、匹配并邀请律师、传递消息、处理申请和预约请求、发布您撰写的评价，并发送相关电子邮件（第 24(3) 条）。',
        },
      },
      {
        term: { th: 'ความยินยอม', en: 'Consent', zh: '同意' },
        text: {
          th: 'การยอมรับประกาศนี้เมื่อสมัครสมาชิก และความยินยอมโดยชัดแจ้งในการส่งข้อมูลอ่อนไหวที่คุณเลือกใส่ในคำถาม (มาตรา 19 และ 26) คุณถอนความยินยอมได้ทุกเมื่อ',
          en: 'Your agreement to this notice when you sign up, and your explicit consent to the sensitive data you choose to put in a question (sections 19 and 26). You may withdraw consent at any time.',
          zh: '您注册时对本声明的同意，以及您对自行写入问题中的敏感数据的明确同意（第 19 条和第 26 条）。您可以随时撤回同意。',
        },
      },
      {
        term: {
          th: 'ประโยชน์โดยชอบด้วยกฎหมาย',
          en: 'Legitimate interests',
          zh: '正当利益',
        },
        text: {
          th: 'รักษาความปลอดภัยของบัญชีและระบบ (เซสชัน การจำกัดจำนวนครั้ง บันทึกการแก้ไข) และตรวจสอบใบอนุญาตของทนายความก่อนแสดงในไดเรกทอรี (มาตรา 24(5))',
          en: 'Keeping accounts and the system secure (sessions, rate limits, audit logs) and checking lawyers’ licences before they appear in the directory (section 24(5)).',
          zh: '保障账户和系统安全（会话、频率限制、操作日志），以及在律师出现在名录之前核实其执照（第 24(5) 条）。',
        },
      },
      {
        term: { th: 'หน้าที่ตามกฎหมาย', en: 'Legal obligations', zh: '法定义务' },
        text: {
          th: 'เก็บหรือเปิดเผยข้อมูลเมื่อกฎหมายกำหนด หรือเมื่อมีคำสั่งของหน่วยงานที่มีอำนาจ (มาตรา 24(6))',
          en: 'Keeping or disclosing data where the law requires it, or when a competent authority orders it (section 24(6)).',
          zh: '在法律要求或主管机关下令时保存或披露数据（第 24(6) 条）。',
        },
      },
    ],
  },
  {
    // The ask form's own consent (PDPA s.26), linked from its checkbox (app/routes/member/ask.tsx).
    id: 'question-consent',
    title: {
      th: 'ความยินยอมสำหรับข้อมูลอ่อนไหวในคำถาม',
      en: 'Consent for sensitive data in questions',
      zh: '问题中敏感数据的同意',
    },
    intro: {
      th: 'คำถามกฎหมายมักมีข้อมูลอ่อนไหว เราจึงขอความยินยอมโดยชัดแจ้งทุกครั้งที่คุณส่งคำถาม (มาตรา 26) ด้วยช่องทำเครื่องหมายของแบบฟอร์มส่งคำถาม ไม่ส่งคำถามหากไม่ได้ทำเครื่องหมาย',
      en: 'Legal questions often hold sensitive data, so we ask for your explicit consent each time you send a question (section 26), with its own checkbox on the ask form. A question is not sent without it.',
      zh: '法律问题常常包含敏感数据，因此您每次提交问题时，我们都会通过提问表单上单独的勾选框征求您的明确同意（第 26 条）。未勾选则不会提交问题。',
    },
    items: [
      {
        term: { th: 'ครอบคลุมอะไร', en: 'What it covers', zh: '涵盖范围' },
        text: {
          th: 'สิ่งที่คุณเขียนในคำถามและในการสนทนาของคำถาม ซึ่งอาจมีประวัติอาชญากรรม ข้อมูลสุขภาพ หรือเรื่องในครอบครัว เราเก็บและใช้เพื่อส่งให้ทนายความที่ได้รับเชิญ ทนายความที่รับเคส และผู้ดูแลระบบ เพื่อตอบคำถามของคุณเท่านั้น เราบันทึกฉบับของความยินยอมและเวลาที่ให้ไว้กับคำถาม และแสดงใน "ดาวน์โหลดข้อมูลของฉัน"',
          en: 'What you write in a question and in its conversation, which may include criminal records, health or family matters. We keep and use it only to pass it to the invited lawyers, the lawyers who accept and the administrators, so that your question is answered. We record the consent’s version and when you gave it with the question, and show them in “Download my data”.',
          zh: '您在问题及其对话中所写的内容，其中可能包含犯罪记录、健康或家庭事务。我们仅为解答您的问题而保存和使用这些内容，并将其转交受邀律师、接受案件的律师和管理员。我们会随问题记录同意的版本和时间，并在“下载我的数据”中显示。',
        },
      },
      {
        term: { th: 'แยกจากประกาศนี้', en: 'Separate from this notice', zh: '独立于本声明' },
        text: {
          th: 'ความยินยอมนี้แยกจากการยอมรับประกาศความเป็นส่วนตัวเมื่อสมัครสมาชิก และให้เฉพาะคำถามแต่ละข้อ',
          en: 'This consent is separate from your agreement to this privacy notice when you signed up, and it is given for each question.',
          zh: '此同意独立于您注册时对本隐私声明的同意，并针对每个问题分别给出。',
        },
      },
      {
        term: { th: 'ถอนได้โดยลบข้อความ', en: 'Withdrawn by erasing', zh: '通过删除撤回' },
        text: {
          th: 'คุณถอนความยินยอมได้ทุกเมื่อในหน้าคำถาม ด้วย "ลบข้อความของคำถาม" หัวข้อ รายละเอียด และข้อความของคุณในการสนทนาจะถูกลบออกจากระบบถาวร รวมถึงหัวข้อในอีเมลที่เราเก็บไว้ ทนายความและผู้ดูแลระบบจะเห็นเพียงว่าคุณลบข้อความเมื่อใด',
          en: 'You may withdraw it at any time on the question’s page with “Erase this question’s text”: the title, the details and your messages in its conversation are erased from our systems for good, also the title in the e-mails we keep. Lawyers and administrators then see only that you erased it, and when.',
          zh: '您可以随时在问题页面通过“删除此问题的文字”撤回同意：标题、详情以及您在对话中的消息将从我们的系统中永久删除，包括我们保存的电子邮件中的标题。律师和管理员之后只能看到您已删除以及删除的时间。',
        },
      },
    ],
  },
  {
    id: 'sharing',
    title: { th: 'ใครเห็นข้อมูลอะไร', en: 'Who sees what', zh: '谁能看到什么' },
    items: [
      {
        term: { th: 'ทนายความที่ได้รับเชิญ', en: 'Invited lawyers', zh: '受邀律师' },
        text: {
          th: 'เห็นชื่อของคุณ และหัวข้อ รายละเอียด จังหวัด และความถนัดของคำถาม แต่ไม่เห็นเบอร์โทรศัพท์และ LINE ID ของคุณ',
          en: 'See your name and the title, details, province and specialties of your question, but not your phone number or LINE ID.',
          zh: '可以看到您的姓名以及问题的标题、详情、府和专业领域，但看不到您的电话号码和 LINE ID。',
        },
      },
      {
        term: { th: 'ทนายความที่รับเคสแล้ว', en: 'Lawyers who accepted', zh: '已接受案件的律师' },
        text: {
          th: 'เห็นเบอร์โทรศัพท์และ LINE ID ที่คุณให้ไว้ในคำถามนั้น และอ่านและตอบการสนทนาได้ เฉพาะหลังจากรับคำเชิญแล้วเท่านั้น',
          en: 'See the phone number and LINE ID you gave for that question, and can read and answer its conversation — only after they have accepted the invitation.',
          zh: '只有在接受邀请之后，才能看到您为该问题提供的电话号码和 LINE ID，并可阅读和回复对话。',
        },
      },
      {
        term: { th: 'ผู้ดูแลระบบ', en: 'Administrators', zh: '管理员' },
        text: {
          th: 'เห็นคำถาม ข้อมูลติดต่อ ใบสมัคร (รวมเลขที่ใบอนุญาตและนามบัตร) และคำขอนัดหมาย เพื่อดูแลเครือข่ายและจับคู่ทนายความ',
          en: 'See questions, contact details, applications (including licence numbers and business cards) and appointment requests, to run the network and match lawyers.',
          zh: '可以看到问题、联系方式、申请（包括执照号码和名片）以及预约请求，用于管理网络和匹配律师。',
        },
      },
      {
        term: { th: 'รีวิว', en: 'Reviews', zh: '评价' },
        text: {
          th: 'รีวิวเป็นข้อมูลสาธารณะ จึงห้ามมีเบอร์โทรศัพท์ อีเมล เลขบัตรประชาชน ลิงก์หรือไลน์ไอดี และหมายเลขคดี ทนายความที่ถูกรีวิวเห็นรีวิวแบบเดียวกับสาธารณะ ตอบกลับหรือโต้แย้งได้ แต่ไม่เห็นบัญชีของผู้เขียน ผู้ดูแลระบบเห็นรีวิวที่ถูกพักไว้หรือถูกโต้แย้งเพื่อพิจารณา',
          en: 'Reviews are public, so they may not contain phone numbers, e-mail addresses, ID numbers, links or LINE IDs, or case numbers. The reviewed lawyer sees a review as the public does and may reply or dispute it, but never sees the author’s account. Administrators see the reviews held or disputed, to decide on them.',
          zh: '评价是公开的，因此不得包含电话号码、电子邮箱、身份证号码、链接或 LINE ID 以及案件编号。被评价的律师看到的评价与公众相同，可以回复或申诉，但看不到作者的账户。管理员可以看到被暂缓或被申诉的评价，以便作出决定。',
        },
      },
      {
        term: { th: 'สาธารณะ', en: 'The public', zh: '公众' },
        text: {
          th: 'เห็นโปรไฟล์ทนายความที่ผ่านการตรวจสอบแล้ว และรีวิวที่เผยแพร่ในโปรไฟล์นั้น (ชื่อที่แสดง คะแนน ข้อความ เดือนที่ปรึกษา และวิธีที่ยืนยัน) ไม่เห็นเลขที่ใบอนุญาต คำถาม หรือข้อมูลอื่นของสมาชิก',
          en: 'See verified lawyer profiles and the reviews published on them (the name shown, the ratings, the text, the month of the consultation and how it was verified) — never licence numbers, questions or members’ other data.',
          zh: '可以看到已核实的律师资料及其上发布的评价（显示的名字、评分、文字、咨询月份及核实方式），看不到执照号码、问题或会员的其他数据。',
        },
      },
      {
        term: { th: 'ผู้ให้บริการของเรา', en: 'Our service providers', zh: '我们的服务提供商' },
        text: {
          th: 'ผู้ให้บริการเซิร์ฟเวอร์ ที่เก็บไฟล์ และการส่งอีเมล ซึ่งประมวลผลข้อมูลตามคำสั่งของเราเท่านั้น และ LINE (LY Corporation) ซึ่งส่งการแจ้งเตือนทาง LINE ที่คุณเลือกไปยัง LINE user ID ของคุณ เราไม่ขายข้อมูลของคุณ',
          en: 'Hosting, file-storage and e-mail providers, who process data only on our instructions, and LINE (LY Corporation), which delivers the LINE notices you chose to your LINE user ID. We never sell your data.',
          zh: '服务器托管、文件存储和电子邮件服务商，他们仅按照我们的指示处理数据；以及 LINE（LY Corporation），负责将您选择的 LINE 通知发送到您的 LINE 用户 ID。我们绝不出售您的数据。',
        },
      },
    ],
  },
  {
    id: 'retention',
    title: { th: 'ระยะเวลาการเก็บรักษา', en: 'How long we keep it', zh: '保存期限' },
    items: [
      {
        term: {
          th: 'บัญชี โปรไฟล์ และใบสมัคร',
          en: 'Account, profile and applications',
          zh: '账户、个人资料和申请',
        },
        text: {
          th: 'เก็บไว้ตราบเท่าที่คุณมีบัญชี และลบเมื่อคุณลบบัญชี',
          en: 'Kept while you have an account, and deleted when you delete it.',
          zh: '在您拥有账户期间保存，删除账户时一并删除。',
        },
      },
      {
        term: { th: 'เซสชัน', en: 'Sessions', zh: '会话' },
        text: {
          th: 'ใช้ได้ไม่เกิน 30 วัน และถูกลบทั้งหมดเมื่อคุณออกจากระบบหรือลบบัญชี',
          en: 'Valid for at most 30 days; all are deleted when you sign out or delete your account.',
          zh: '最长有效 30 天；当您退出登录或删除账户时全部删除。',
        },
      },
      {
        term: { th: 'คำถามและการสนทนา', en: 'Questions and conversations', zh: '问题和对话' },
        text: {
          th: 'เมื่อคุณลบบัญชี ข้อมูลติดต่อในคำถามจะถูกลบ ชื่อของคุณจะถูกแทนด้วย "ผู้ใช้ที่ลบบัญชีแล้ว" และคำถามที่ยังเปิดอยู่จะถูกปิด เนื้อหาคำถามและข้อความยังคงอยู่ให้ทนายความที่เกี่ยวข้องอ่านได้ เพราะเป็นส่วนหนึ่งของการให้คำปรึกษาของพวกเขา',
          en: 'When you delete your account, the contact details of your questions are erased, your name is replaced by “Deleted account” and questions still open are closed. The question text and the messages remain readable for the lawyers involved, as part of the advice they gave.',
          zh: '删除账户后，问题中的联系方式将被删除，您的姓名将显示为“已删除的账户”，仍在进行的问题将被关闭。问题内容和消息仍保留给相关律师阅读，因为它们是律师所提供咨询的一部分。',
        },
      },
      {
        term: { th: 'รีวิว', en: 'Reviews', zh: '评价' },
        text: {
          th: 'รีวิวแสดงอยู่ตราบเท่าที่โปรไฟล์ทนายความยังแสดง คุณดาวน์โหลดสิทธิ์รีวิวและรีวิวของคุณได้ด้วยปุ่ม "ดาวน์โหลดข้อมูลของฉัน" เมื่อคุณลบบัญชี สิทธิ์รีวิวจะถูกลบ และรีวิวที่คุณเขียนจะถูกลบชื่อและข้อความออก เหลือเพียงคะแนนดาว (คะแนนของทนายความจึงไม่เปลี่ยน) และแสดงว่าเป็นรีวิวจากอดีตสมาชิก',
          en: 'Reviews are shown as long as the lawyer’s profile is. You can download your review rights and reviews with “Download my data”. When you delete your account, your review rights are deleted and the reviews you wrote lose your name and text: only the stars stay (so the lawyer’s rating does not change), shown as a review by a former member.',
          zh: '只要律师资料仍在展示，评价就会显示。您可以通过“下载我的数据”下载您的评价资格和评价。删除账户后，您的评价资格将被删除，您撰写的评价将删除您的姓名和文字，只保留星级（因此律师的评分不变），并显示为前会员的评价。',
        },
      },
      {
        term: { th: 'คำขอนัดหมาย', en: 'Appointment requests', zh: '预约请求' },
        text: {
          th: 'เก็บไว้เพื่อการติดตามของเครือข่าย เมื่อคุณลบบัญชี คำขอที่ส่งขณะเข้าสู่ระบบจะถูกลบชื่อ เบอร์โทรศัพท์ อีเมล และรายละเอียดออก',
          en: 'Kept for the network’s follow-up. When you delete your account, the requests you sent while signed in lose their name, phone, e-mail and description.',
          zh: '为网络跟进而保存。删除账户后，您在登录状态下发送的预约请求将删除姓名、电话、电子邮箱和描述。',
        },
      },
      {
        term: { th: 'โปรไฟล์ทนายความที่ผ่านการตรวจสอบ', en: 'Verified lawyer listings', zh: '已核实的律师名录' },
        text: {
          th: 'เป็นรายชื่อในไดเรกทอรีของเครือข่าย เมื่อคุณลบบัญชีจะถูกตัดการเชื่อมโยงกับบัญชีแต่ยังแสดงอยู่ หากต้องการให้นำออก โปรดอีเมลถึงเรา โปรไฟล์ที่ยังไม่ผ่านการตรวจสอบจะถูกลบพร้อมบัญชี',
          en: 'These are the network’s directory listings: deleting your account unlinks the listing from it, but the listing stays. E-mail us to have it removed. Unverified profiles are deleted with the account.',
          zh: '这是网络名录中的条目：删除账户会解除其与账户的关联，但条目仍会保留。如需移除，请发邮件给我们。未核实的资料会随账户一并删除。',
        },
      },
      {
        term: { th: 'อีเมลและบันทึกการแก้ไข', en: 'E-mails and audit logs', zh: '电子邮件和操作日志' },
        text: {
          th: 'สำเนาอีเมลถึงคุณถูกลบเมื่อคุณลบบัญชี บันทึกการแก้ไขของผู้ดูแลระบบเก็บไว้เพื่อความรับผิดชอบ โดยตัดการเชื่อมโยงกับบัญชีของคุณ',
          en: 'Copies of e-mails to you are deleted with your account. Administrators’ audit-log entries are kept for accountability, unlinked from your account.',
          zh: '发送给您的电子邮件副本会随账户一并删除。管理员操作日志为问责而保留，但会解除与您账户的关联。',
        },
      },
    ],
  },
  {
    id: 'rights',
    title: { th: 'สิทธิของคุณ', en: 'Your rights', zh: '您的权利' },
    intro: {
      th: 'คุณใช้สิทธิต่อไปนี้ได้โดยไม่เสียค่าใช้จ่าย สิทธิในการขอรับและลบข้อมูลใช้ได้ด้วยตนเองในหน้าบัญชีของฉัน สำหรับสิทธิอื่น โปรดอีเมลถึงเรา เราจะตอบภายใน 30 วัน',
      en: 'You may exercise these rights free of charge. You can download and delete your data yourself on your account page; for the other rights, e-mail us and we will answer within 30 days.',
      zh: '您可以免费行使以下权利。您可以在“我的账户”页面自行下载和删除数据；其他权利请发邮件给我们，我们将在 30 天内答复。',
    },
    items: [
      {
        term: { th: 'สิทธิในการเข้าถึง', en: 'Access', zh: '访问权' },
        text: {
          th: 'ขอรับสำเนาข้อมูลส่วนบุคคลของคุณทั้งหมดที่เราเก็บไว้',
          en: 'Get a copy of all the personal data we hold about you.',
          zh: '获取我们持有的您的全部个人数据副本。',
        },
        selfService: 'download',
      },
      {
        term: { th: 'สิทธิในการโอนย้ายข้อมูล', en: 'Portability', zh: '数据可携权' },
        text: {
          th: 'ดาวน์โหลดข้อมูลของคุณเป็นไฟล์ JSON ที่อ่านได้ด้วยเครื่อง ด้วยปุ่ม "ดาวน์โหลดข้อมูลของฉัน"',
          en: 'Download your data as a machine-readable JSON file with “Download my data”.',
          zh: '通过“下载我的数据”以机器可读的 JSON 文件下载您的数据。',
        },
        selfService: 'download',
      },
      {
        term: { th: 'สิทธิในการลบข้อมูล', en: 'Erasure', zh: '删除权' },
        text: {
          th: 'ลบบัญชีและข้อมูลของคุณด้วยปุ่ม "ลบบัญชีของฉัน" ตามที่อธิบายในหัวข้อระยะเวลาการเก็บรักษา',
          en: 'Delete your account and your data with “Delete my account”, as described under “How long we keep it”.',
          zh: '通过“删除我的账户”删除您的账户和数据，具体见“保存期限”。',
        },
        selfService: 'delete',
      },
      {
        term: { th: 'สิทธิในการถอนความยินยอม', en: 'Withdrawing consent', zh: '撤回同意' },
        text: {
          th: 'ถอนความยินยอมได้ทุกเมื่อ โดยลบบัญชีหรืออีเมลถึงเรา และถอนความยินยอมสำหรับข้อมูลอ่อนไหวของคำถามใดก็ได้โดยลบข้อความของคำถามนั้นในหน้าคำถาม การถอนไม่กระทบการประมวลผลที่ทำไปแล้วก่อนหน้า',
          en: 'Withdraw consent at any time by deleting your account or e-mailing us, and the consent for a question’s sensitive data by erasing that question’s text on its page. Withdrawal does not affect processing already done.',
          zh: '您可以随时通过删除账户或发邮件给我们撤回同意；对某个问题敏感数据的同意，可在该问题页面删除其文字来撤回。撤回不影响此前已进行的处理。',
        },
      },
      {
        term: {
          th: 'สิทธิในการแก้ไข คัดค้าน และระงับการใช้',
          en: 'Correction, objection and restriction',
          zh: '更正、反对和限制处理',
        },
        text: {
          th: 'ขอให้แก้ไขข้อมูลที่ไม่ถูกต้อง คัดค้าน หรือระงับการใช้ข้อมูลบางส่วน โดยอีเมลถึงเรา',
          en: 'Ask us to correct inaccurate data, or to stop or restrict some uses of it, by e-mail.',
          zh: '通过电子邮件要求我们更正不准确的数据，或反对、限制对部分数据的使用。',
        },
      },
      {
        term: { th: 'สิทธิในการร้องเรียน', en: 'Complaint', zh: '投诉权' },
        text: {
          th: 'ร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล (สคส.) ได้ที่ www.pdpc.or.th หากเห็นว่าเราปฏิบัติไม่เป็นไปตามกฎหมาย',
          en: 'Complain to the Office of the Personal Data Protection Committee (PDPC), www.pdpc.or.th, if you believe we do not follow the law.',
          zh: '如您认为我们未遵守法律，可向个人数据保护委员会办公室（PDPC，www.pdpc.or.th）投诉。',
        },
      },
    ],
  },
  {
    id: 'security',
    title: { th: 'ความปลอดภัย', en: 'Security', zh: '安全' },
    intro: {
      th: 'รหัสผ่านเก็บเป็นค่าแฮช การเชื่อมต่อเข้ารหัส เซสชันเก็บในคุกกี้ HTTP-only ไฟล์นามบัตรเปิดได้ผ่านลิงก์ที่หมดอายุภายใน 10 นาที รูปที่อัปโหลดถูกลบข้อมูลตำแหน่ง (EXIF/GPS) และคุณเปิดการยืนยันตัวตนสองขั้นตอนได้ในหน้าบัญชี',
      en: 'Passwords are stored as hashes, connections are encrypted, sessions live in HTTP-only cookies, business cards open only through links that expire within 10 minutes, uploaded pictures are stripped of location data (EXIF/GPS), and you can turn on two-factor sign-in on your account page.',
      zh: '密码以哈希值保存，连接经过加密，会话保存在 HTTP-only Cookie 中，名片只能通过 10 分钟内失效的链接打开，上传的图片会去除位置信息（EXIF/GPS），您还可以在账户页面开启两步验证。',
    },
  },
];
