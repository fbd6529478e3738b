//! The transport between friends' devices: WebRTC data channels, one per friend's seat,
//! set up by exchanging the two sides' descriptions (the invite carries the host's offer,
//! the reply the friend's answer), and the hand-over of a reply opened in another tab of
//! the host's browser (a `BroadcastChannel`). The browser's objects are kept here by
//! connection number; everything else is the `net` crate's.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    BroadcastChannel, MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent,
    RtcDataChannelInit, RtcDataChannelState, RtcIceConnectionState, RtcIceGatheringState,
    RtcIceServer, RtcPeerConnection, RtcPeerConnectionIceEvent, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// A connection's browser objects, and the handlers it holds (dropped with it).
struct Conn {
    pc: RtcPeerConnection,
    channel: Option<RtcDataChannel>,
    handlers: Vec<Box<dyn std::any::Any>>,
}

/// The channel from the other tabs, and its handler.
type TabsListener = (BroadcastChannel, Closure<dyn FnMut(MessageEvent)>);

thread_local! {
    static CONNS: RefCell<HashMap<u32, Conn>> = RefCell::new(HashMap::new());
    static REPLIES: RefCell<Option<TabsListener>> = const { RefCell::new(None) };
}

/// The name of the channel between the tabs of one browser.
const TABS: &str = "condottiere-replies";
/// How long after the first address found the description waits for more (a STUN
/// server's answer takes tens of milliseconds; one out of reach would take 40 s).
const SETTLE_MS: u64 = 1_500;
/// The longest wait for the description, whatever is still to come.
const GATHER_CAP_MS: u64 = 4_000;

/// Keeps `handler` for as long as connection `id` lives, and gives it to the browser.
fn keep<F: ?Sized + 'static>(id: u32, handler: Closure<F>) -> js_sys::Function {
    let function: js_sys::Function = handler.as_ref().unchecked_ref::<js_sys::Function>().clone();
    CONNS.with(|c| {
        if let Some(conn) = c.borrow_mut().get_mut(&id) {
            conn.handlers.push(Box::new(handler));
        }
    });
    function
}

/// What happened on a connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The channel carries messages now.
    Open,
    Message(String),
    /// The channel closed (the other side left, or the connection was lost for good).
    Closed,
    /// The network path was lost for a moment (it may come back).
    Lost,
    /// The path is there again.
    Back,
    /// No path could be found between the two devices.
    Failed,
}

/// Where a connection's events go.
pub type Listener = Rc<dyn Fn(u32, Event)>;

/// The servers, as the browser takes them: each line an address, then (for a TURN
/// server) its user name and password, separated by spaces.
fn configuration(servers: &[String]) -> RtcConfiguration {
    let list = js_sys::Array::new();
    for line in servers {
        let mut words = line.split_whitespace();
        let Some(url) = words.next() else { continue };
        let server = RtcIceServer::new();
        server.set_urls_str(url);
        if let (Some(username), Some(credential)) = (words.next(), words.next()) {
            server.set_username(username);
            server.set_credential(credential);
        }
        list.push(&server);
    }
    let config = RtcConfiguration::new();
    config.set_ice_servers(&list);
    config
}

/// Tells `listener` what connection `id`'s data channel does.
fn hook_channel(id: u32, channel: &RtcDataChannel, listener: &Listener) {
    let on = listener.clone();
    channel.set_onopen(Some(&keep(
        id,
        Closure::<dyn FnMut()>::new(move || on(id, Event::Open)),
    )));
    let on = listener.clone();
    channel.set_onclose(Some(&keep(
        id,
        Closure::<dyn FnMut()>::new(move || on(id, Event::Closed)),
    )));
    let on = listener.clone();
    channel.set_onmessage(Some(&keep(
        id,
        Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            if let Some(text) = e.data().as_string() {
                on(id, Event::Message(text));
            }
        }),
    )));
}

/// A new connection `id`, its network path's changes told to `listener`.
fn open_connection(
    id: u32,
    servers: &[String],
    listener: &Listener,
) -> Result<RtcPeerConnection, ()> {
    let pc = RtcPeerConnection::new_with_configuration(&configuration(servers)).map_err(|_| ())?;
    CONNS.with(|c| {
        c.borrow_mut().insert(
            id,
            Conn {
                pc: pc.clone(),
                channel: None,
                handlers: Vec::new(),
            },
        )
    });
    let on = listener.clone();
    let watched = pc.clone();
    pc.set_oniceconnectionstatechange(Some(&keep(
        id,
        Closure::<dyn FnMut()>::new(move || {
            let event = match watched.ice_connection_state() {
                RtcIceConnectionState::Disconnected => Event::Lost,
                RtcIceConnectionState::Connected | RtcIceConnectionState::Completed => Event::Back,
                RtcIceConnectionState::Failed => Event::Failed,
                _ => return,
            };
            on(id, event);
        }),
    )));
    Ok(pc)
}

/// Connection `id`'s description once its addresses are in: all of them, or those found
/// within [`SETTLE_MS`] of the first, or whatever there is after [`GATHER_CAP_MS`].
async fn gathered(id: u32, pc: &RtcPeerConnection) -> Result<String, ()> {
    let (tx, rx) = futures_channel();
    let done = Rc::new(Cell::new(false));
    let finish = {
        let pc = pc.clone();
        let done = done.clone();
        Rc::new(move || {
            if !done.replace(true) {
                tx(pc.local_description().map(|d| d.sdp()));
            }
        })
    };
    let cap = finish.clone();
    leptos::prelude::set_timeout(move || cap(), Duration::from_millis(GATHER_CAP_MS));
    if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
        finish();
    } else {
        let on_state = finish.clone();
        let watched = pc.clone();
        pc.set_onicegatheringstatechange(Some(&keep(
            id,
            Closure::<dyn FnMut()>::new(move || {
                if watched.ice_gathering_state() == RtcIceGatheringState::Complete {
                    on_state();
                }
            }),
        )));
        let settling = Rc::new(Cell::new(false));
        let on_candidate = finish.clone();
        pc.set_onicecandidate(Some(&keep(
            id,
            Closure::<dyn FnMut(RtcPeerConnectionIceEvent)>::new(
                move |e: RtcPeerConnectionIceEvent| {
                    if e.candidate().is_some() && !settling.replace(true) {
                        let settle = on_candidate.clone();
                        leptos::prelude::set_timeout(
                            move || settle(),
                            Duration::from_millis(SETTLE_MS),
                        );
                    }
                },
            ),
        )));
    }
    rx.await.flatten().ok_or(())
}

/// A one-shot channel: a sender to call once, and the future of what it sends.
fn futures_channel<T: 'static>() -> (impl Fn(T), impl std::future::Future<Output = Option<T>>) {
    let slot: Rc<RefCell<(Option<T>, Option<std::task::Waker>)>> =
        Rc::new(RefCell::new((None, None)));
    let sender = {
        let slot = slot.clone();
        move |value: T| {
            let waker = {
                let mut slot = slot.borrow_mut();
                slot.0 = Some(value);
                slot.1.take()
            };
            if let Some(waker) = waker {
                waker.wake();
            }
        }
    };
    let future = std::future::poll_fn(move |cx| {
        let mut slot = slot.borrow_mut();
        match slot.0.take() {
            Some(value) => std::task::Poll::Ready(Some(value)),
            None => {
                slot.1 = Some(cx.waker().clone());
                std::task::Poll::Pending
            }
        }
    });
    (sender, future)
}

/// A description as the browser takes it.
fn description(kind: RtcSdpType, sdp: &str) -> RtcSessionDescriptionInit {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    init
}

async fn settled(promise: js_sys::Promise) -> Result<JsValue, ()> {
    JsFuture::from(promise).await.map_err(|_| ())
}

/// A new connection `id` offering a data channel; its description once gathered.
pub async fn offer(id: u32, servers: &[String], listener: Listener) -> Result<String, ()> {
    let pc = open_connection(id, servers, &listener)?;
    let init = RtcDataChannelInit::new();
    init.set_ordered(true);
    let channel = pc.create_data_channel_with_data_channel_dict("table", &init);
    hook_channel(id, &channel, &listener);
    CONNS.with(|c| {
        if let Some(conn) = c.borrow_mut().get_mut(&id) {
            conn.channel = Some(channel);
        }
    });
    let offer = settled(pc.create_offer()).await?;
    settled(pc.set_local_description(offer.unchecked_ref())).await?;
    gathered(id, &pc).await
}

/// A new connection `id` answering `offer`; its description once gathered.
pub async fn answer(
    id: u32,
    servers: &[String],
    offer: &str,
    listener: Listener,
) -> Result<String, ()> {
    let pc = open_connection(id, servers, &listener)?;
    let on = listener.clone();
    pc.set_ondatachannel(Some(&keep(
        id,
        Closure::<dyn FnMut(RtcDataChannelEvent)>::new(move |e: RtcDataChannelEvent| {
            let channel = e.channel();
            hook_channel(id, &channel, &on);
            let open = channel.ready_state() == RtcDataChannelState::Open;
            CONNS.with(|c| {
                if let Some(conn) = c.borrow_mut().get_mut(&id) {
                    conn.channel = Some(channel);
                }
            });
            if open {
                on(id, Event::Open);
            }
        }),
    )));
    settled(pc.set_remote_description(&description(RtcSdpType::Offer, offer))).await?;
    let answer = settled(pc.create_answer()).await?;
    settled(pc.set_local_description(answer.unchecked_ref())).await?;
    gathered(id, &pc).await
}

/// The other side's answer to connection `id`'s offer (refused if the offer was answered
/// already, or the connection is gone).
pub async fn accept(id: u32, answer: &str) -> Result<(), ()> {
    let pc = CONNS
        .with(|c| c.borrow().get(&id).map(|conn| conn.pc.clone()))
        .ok_or(())?;
    settled(pc.set_remote_description(&description(RtcSdpType::Answer, answer)))
        .await
        .map(|_| ())
}

/// Sends `text` on connection `id`; false if its channel is not open.
pub fn send(id: u32, text: &str) -> bool {
    CONNS.with(|c| {
        c.borrow()
            .get(&id)
            .and_then(|conn| conn.channel.as_ref())
            .filter(|channel| channel.ready_state() == RtcDataChannelState::Open)
            .is_some_and(|channel| channel.send_with_str(text).is_ok())
    })
}

/// Closes connection `id` (nothing more is told of it).
pub fn close(id: u32) {
    let Some(conn) = CONNS.with(|c| c.borrow_mut().remove(&id)) else {
        return;
    };
    if let Some(channel) = &conn.channel {
        channel.set_onopen(None);
        channel.set_onclose(None);
        channel.set_onmessage(None);
        channel.close();
    }
    conn.pc.set_oniceconnectionstatechange(None);
    conn.pc.set_onicegatheringstatechange(None);
    conn.pc.set_onicecandidate(None);
    conn.pc.set_ondatachannel(None);
    conn.pc.close();
}

/// Listens for what other tabs of this browser hand over (one listener a page).
pub fn listen_for_replies(on: impl Fn(String) + 'static) {
    let Ok(channel) = BroadcastChannel::new(TABS) else {
        return;
    };
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(text) = e.data().as_string() {
            on(text);
        }
    });
    channel.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    let old = REPLIES.with(|r| r.borrow_mut().replace((channel, handler)));
    if let Some((old, _)) = old {
        old.close();
    }
}

/// Hands a message to the other tabs of this browser.
pub fn post_to_tabs(text: &str) {
    if let Ok(channel) = BroadcastChannel::new(TABS) {
        let _ = channel.post_message(&JsValue::from_str(text));
        channel.close();
    }
}

/// Whether the device has a share sheet.
pub fn can_share() -> bool {
    web_sys::window().is_some_and(|w| {
        js_sys::Reflect::has(&w.navigator(), &JsValue::from_str("share")).unwrap_or(false)
    })
}

/// Offers `url` to the device's share sheet; false where there is none.
pub fn share(url: &str, title: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    if !can_share() {
        return false;
    }
    let data = web_sys::ShareData::new();
    data.set_url(url);
    data.set_title(title);
    // The player may close the sheet: nothing to say about it.
    let _ = window.navigator().share_with_data(&data);
    true
}

/// A connection number unlike the others of this page.
pub fn next_id() -> u32 {
    thread_local! {
        static NEXT: Cell<u32> = const { Cell::new(1) };
    }
    NEXT.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    })
}
